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

export function EmptyState({
  title,
  children,
  headingLevel = 2,
}: {
  title: string;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="empty-state">
      <Heading>{title}</Heading>
      <p>{children}</p>
    </section>
  );
}
