import { describeAuditAction } from "@/lib/audit/audit-sentence";
import { TEMPLATE_BY_KEY, isTemplateKey } from "@/lib/templates/descriptors";
import type { ApiOutput, EndpointAt } from "@/lib/client/api-client";
import { formatCalendarDate } from "@/lib/format/dates";
import { formatMoney } from "@/lib/format/numbers";
import { STATUS_LABELS } from "./types";

/** One entry of GET /api/shipments/{id}/activity. */
export type ActivityEntry = ApiOutput<EndpointAt<"GET", "/api/shipments/{id}/activity">>["entries"][number];

const title = (name: unknown) =>
  typeof name === "string" && isTemplateKey(name) ? TEMPLATE_BY_KEY[name].title : String(name ?? "a document");
const forms = (value: unknown) =>
  Array.isArray(value)
    ? value
        .map((f: { name?: unknown; access?: unknown }) => `${title(f.name)} (${f.access === "edit" ? "edit" : "read"})`)
        .join(", ")
    : "";
const status = (value: unknown) =>
  (STATUS_LABELS[value as keyof typeof STATUS_LABELS] ?? String(value).replace(/_/g, " ")).toLowerCase();
const money = (d: Record<string, unknown>) => formatMoney(String(d.currency), String(d.amount));
/** A payment's fields in words ("paymentDate" → "payment date"). */
const PAYMENT_FIELDS: Record<string, string> = {
  amount: "amount",
  currency: "currency",
  paymentDate: "payment date",
  notes: "notes",
};
const list = (value: unknown) => (Array.isArray(value) && value.length ? value.map(title).join(", ") : "none");

/** What happened, in words, for the activity list (the actor is shown beside it). */
export function describeActivity(entry: ActivityEntry): string {
  const d = entry.data;
  switch (entry.action) {
    case "shipment.created":
      return `created the shipment ${String(d.reference ?? "")}`.trim();
    case "shipment.renamed":
      return `renamed the shipment from ${String(d.from)} to ${String(d.to)}`;
    case "shipment.status_changed":
      return `changed the status from ${status(d.from)} to ${status(d.to)}`;
    case "shipment.documents_changed":
      return `changed the documents: added ${list(d.added)}; removed ${list(d.removed)}`;
    case "shipment.duplicated":
      return `created this shipment as a copy of ${String(d.fromReference ?? "another shipment")}`;
    case "document.saved": {
      const changes =
        Array.isArray(d.changes) && d.changes.length
          ? `: ${d.changes.slice(0, 6).join(", ")}${d.changes.length > 6 ? "…" : ""}`
          : "";
      return `saved the ${title(d.name).toLowerCase()} (version ${String(d.version)})${changes}`;
    }
    case "document.restored":
      return `restored version ${String(d.restoredVersion)} of the ${title(d.name).toLowerCase()}`;
    case "document.finalised":
      return `finalised the ${title(d.name).toLowerCase()}`;
    case "shipment_file.uploaded":
      return `uploaded ${String(d.filename)}`;
    case "shipment_file.deleted":
      return `deleted ${String(d.filename)}`;
    case "share.created":
      return `shared ${forms(d.forms)} with ${String(d.email)}`;
    case "share.changed":
      return d.reason === "documents_removed"
        ? `narrowed ${String(d.email)}'s access to ${forms(d.forms)} (documents removed)`
        : `changed ${String(d.email)}'s access to ${forms(d.forms)}`;
    case "share.revoked":
      return `revoked ${String(d.email)}'s access`;
    case "payment.recorded":
      return `recorded a payment of ${money(d)}${d.paymentDate ? ` received on ${formatCalendarDate(String(d.paymentDate))}` : ""}`;
    case "payment.updated":
      return `corrected a payment (now ${money(d)}${Array.isArray(d.fields) && d.fields.length ? `; changed ${d.fields.map((f) => PAYMENT_FIELDS[String(f)] ?? String(f)).join(", ")}` : ""})`;
    case "payment.deleted":
      return `deleted a payment of ${money(d)}`;
    default:
      // Every other audited action in the admin audit log's words (lib/audit/audit-sentence.ts).
      return describeAuditAction({ action: entry.action, data: d });
  }
}
