import { Inbox, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** An honest page for a screen a later release builds: its title and one sentence, no invented data. */
export function PlaceholderPage({
  title,
  intro,
  emptyTitle,
  emptyText,
  children,
}: {
  title: string;
  intro: string;
  emptyTitle: string;
  emptyText: string;
  children?: ReactNode;
}) {
  return (
    <div className="stack">
      <header className="page-header">
        <h1>{title}</h1>
        <p>{intro}</p>
      </header>
      <EmptyState title={emptyTitle}>{emptyText}</EmptyState>
      {children}
    </div>
  );
}

/**
 * What a list or a screen shows when it holds nothing yet: an icon (lucide-react, decorative), a
 * title, one sentence, and optionally the action that fills it.
 */
export function EmptyState({
  title,
  children,
  headingLevel = 2,
  icon: Icon = Inbox,
  action,
}: {
  title: string;
  children: ReactNode;
  headingLevel?: 2 | 3;
  /** A lucide-react icon that fits the content (default: an inbox). */
  icon?: LucideIcon;
  /** A button or link that fills the list, e.g. "Add a contact". */
  action?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="empty-state">
      <span className="empty-state-icon" aria-hidden="true">
        <Icon size={24} />
      </span>
      <Heading>{title}</Heading>
      <p>{children}</p>
      {action ? <div className="empty-state-action">{action}</div> : null}
    </section>
  );
}
