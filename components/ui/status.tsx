import { CircleAlert, CircleCheck, CircleDot, Clock, Info, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export type StatusTone = "neutral" | "info" | "success" | "warning" | "danger";

/** The icon each tone shows by default, beside its words (colour and icon only repeat the label). */
const TONE_ICONS: Record<StatusTone, LucideIcon> = {
  neutral: CircleDot,
  info: Info,
  success: CircleCheck,
  warning: Clock,
  danger: CircleAlert,
};

/**
 * A status badge (the `.status` pattern of app/globals.css): a pill whose words carry the meaning;
 * the colour and the icon repeat it for those who see them, never replace it.
 */
export function Status({
  tone = "neutral",
  icon,
  children,
}: {
  tone?: StatusTone;
  /** Another lucide-react icon, or `null` for none. */
  icon?: LucideIcon | null;
  children: ReactNode;
}) {
  const Icon = icon === undefined ? TONE_ICONS[tone] : icon;
  return (
    <span className={tone === "neutral" ? "status" : `status status-${tone}`} data-tone={tone}>
      {Icon ? <Icon size={14} aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
