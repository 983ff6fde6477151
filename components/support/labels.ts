import type { StatusTone } from "@/components/ui/status";
import type { SupportCategory, SupportPriority, SupportStatus } from "@/models/support-constants";

export const CATEGORY_LABELS: Record<SupportCategory, string> = {
  account: "Account and sign-in",
  verification: "Business verification",
  documents: "Export documents",
  sharing: "Sharing",
  ebl: "eBL",
  tracking: "Tracking",
  payments: "Payments",
  other: "Something else",
};

export const PRIORITY_LABELS: Record<SupportPriority, string> = {
  low: "Low: a question, no hurry",
  normal: "Normal",
  high: "High: my work is blocked",
  urgent: "Urgent: a shipment or bill is at risk",
};

export const PRIORITY_SHORT: Record<SupportPriority, string> = {
  low: "Low",
  normal: "Normal",
  high: "High",
  urgent: "Urgent",
};

export const STATUS_LABELS: Record<SupportStatus, string> = {
  open: "Open",
  waiting_on_customer: "Waiting on you",
  resolved: "Resolved",
  closed: "Closed",
};

/** The same statuses as support reads them. */
export const STAFF_STATUS_LABELS: Record<SupportStatus, string> = {
  open: "Open",
  waiting_on_customer: "Waiting on customer",
  resolved: "Resolved",
  closed: "Closed",
};

export const STATUS_TONES: Record<SupportStatus, StatusTone> = {
  open: "info",
  waiting_on_customer: "warning",
  resolved: "success",
  closed: "neutral",
};

export const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/** "2 h 15 min" from business minutes (always positive). */
export function formatMinutes(total: number): string {
  const minutes = Math.abs(total);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
