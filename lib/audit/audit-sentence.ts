/**
 * Audit entries as sentences a person reads ("Asha Rao finalised the commercial invoice INV-1 of
 * shipment SH-2."), not JSON: a pure function of the action, its data and two names the audit list
 * joins in (the actor's and the shipment's reference). Client-safe: no server imports.
 *
 * Every action the code writes (grep `writeAudit(` and lib/ebl/append-entry.ts AUDIT_ACTION) has its
 * own sentence; an action added later without one still reads as words ("widget frobbed").
 */
import { formatCalendarDate } from "@/lib/format/dates";
import { formatDecimal, formatMoney } from "@/lib/format/numbers";
import { roleLabel } from "@/lib/roles";
import { isTemplateKey, TEMPLATE_BY_KEY } from "@/lib/templates/descriptors";

export type AuditSubject = {
  action: string;
  data: Record<string, unknown>;
  /** The acting user's name (or email); null for the system (start-up, jobs). */
  actorName?: string | null;
  /** The acting user's id: an id without a name is a user who no longer exists. */
  actorId?: string | null;
  /** The reference of the shipment the entry concerns, when it concerns one. */
  shipmentReference?: string | null;
};

const text = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value) : "");
const quoted = (value: unknown) => (text(value) ? `“${text(value)}”` : "");
const count = (n: unknown, one: string, many = `${one}s`) => {
  const k = typeof n === "number" ? n : Array.isArray(n) ? n.length : 0;
  return `${formatDecimal(String(k))} ${k === 1 ? one : many}`;
};
const words = (value: unknown) =>
  text(value)
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[._]+/g, " ")
    .toLowerCase()
    .trim();

/** "a, b and c". */
function joined(items: string[]): string {
  const list = items.filter(Boolean);
  if (list.length <= 1) return list[0] ?? "";
  return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
}

const documentTitle = (name: unknown) =>
  typeof name === "string" && isTemplateKey(name) ? TEMPLATE_BY_KEY[name].title.toLowerCase() : "document";

/** "the commercial invoice (can edit) and the packing list (read only)". */
function sharedForms(value: unknown): string {
  if (!Array.isArray(value) || value.length === 0) return "no documents";
  return joined(
    value.map((f: { name?: unknown; access?: unknown }) =>
      `the ${documentTitle(f?.name)} (${f?.access === "edit" ? "can edit" : "read only"})`.trim(),
    ),
  );
}

const fieldList = (value: unknown) =>
  Array.isArray(value) && value.length ? ` (${joined(value.map((f) => words(f)))})` : "";

function money(data: Record<string, unknown>): string {
  return text(data.amount) && text(data.currency) ? formatMoney(text(data.currency), text(data.amount)) : "an amount";
}

/** The predicate: what the actor did, in words, without the actor and without the final stop. */
export function describeAuditAction(subject: AuditSubject): string {
  const { action, data: d } = subject;
  const ref = subject.shipmentReference ?? (text(d.reference) || null);
  const ofShipment = ref ? ` of shipment ${ref}` : "";
  const shipment = ref ? `shipment ${ref}` : "the shipment";
  const email = text(d.email) || "someone";
  const reason = text(d.reason) ? `: ${text(d.reason)}` : "";
  const ticket = text(d.number) ? `support ticket #${text(d.number)}` : "a support ticket";
  const ebl = text(d.transportDocumentReference) ? `the eBL ${text(d.transportDocumentReference)}` : "an eBL";

  switch (action) {
    // Accounts
    case "user.registered":
      return `registered as ${text(d.role) ? roleLabel(text(d.role)).toLowerCase() : "a user"}`;
    case "user.admin_created":
      return "created the administrator account from the server configuration";
    case "user.promoted_to_admin":
      return `made the account an administrator${text(d.previousRole) ? ` (was ${roleLabel(text(d.previousRole)).toLowerCase()})` : ""}`;
    case "user.admin_password_set":
      return "set the administrator password from the server configuration";
    case "user.password_reset":
      return "reset their password";
    case "user.updated":
      return `updated their profile${fieldList(d.fields)}`;
    case "user.email_change_requested":
      return `asked to change their email address from ${text(d.from)} to ${text(d.to)}`;
    case "user.email_change_undone":
      return `undid the change of email address to ${text(d.undone)}, back to ${text(d.restored)}`;
    case "user.email_changed":
      return `confirmed their new email address ${text(d.to)} (was ${text(d.from)})`;
    case "user.email_verified":
      return `confirmed their email address${text(d.email) ? ` ${text(d.email)}` : ""}`;
    case "user.role_changed":
      return `changed the user's role from ${roleLabel(text(d.from)).toLowerCase()} to ${roleLabel(text(d.to)).toLowerCase()}`;
    case "user.sessions_revoked":
      return `signed the user out everywhere (${count(d.revoked, "session")} and ${count(d.revokedTokens, "API token")} ended)`;
    case "api_token.created":
      return `created the API token ${quoted(d.name)}`.trim();
    case "api_token.deleted":
      return `deleted the API token ${quoted(d.name)}`.trim();
    case "invitation.accepted":
      return `joined from the invitation sent to ${email}`;

    // Business verification
    case "verification.submitted":
      return `submitted the business for verification with ${count(d.documents, "document")}`;
    case "verification.approved":
      return "approved the business verification";
    case "verification.rejected":
      return `rejected the business verification${reason}`;
    case "verification.suspended":
      return `suspended the business${reason}`;
    case "verification.reinstated":
      return "reinstated the business";
    case "business_document.uploaded":
      return `uploaded a verification document${text(d.documentType) ? ` (${words(d.documentType)})` : ""}`;

    // Administration
    case "job.retried":
      return `retried a background job${text(d.queue) ? ` on the ${words(d.queue)} queue` : ""}`;
    case "job.cancelled":
      return `cancelled a background job${text(d.queue) ? ` on the ${words(d.queue)} queue` : ""}`;
    case "demo.requested":
      return `requested a demo${text(d.company) ? ` for ${text(d.company)}` : ""}`;
    case "demo_request.contacted":
      return "marked a demo request as contacted";
    case "demo_request.exported":
      return `exported ${count(d.rows, "demo request")} as CSV`;

    // Shipments and documents
    case "shipment.created":
      return `created ${shipment}`;
    case "shipment.renamed":
      return `renamed shipment ${text(d.from)} to ${text(d.to)}`;
    case "shipment.status_changed":
      return `changed the status${ofShipment} from ${words(d.from)} to ${words(d.to)}`;
    case "shipment.documents_changed": {
      const added = Array.isArray(d.added) ? d.added.map((n) => `the ${documentTitle(n)}`) : [];
      const removed = Array.isArray(d.removed) ? d.removed.map((n) => `the ${documentTitle(n)}`) : [];
      const parts = [added.length ? `added ${joined(added)}` : "", removed.length ? `removed ${joined(removed)}` : ""];
      return `changed the documents${ofShipment}${parts.some(Boolean) ? `: ${parts.filter(Boolean).join("; ")}` : ""}`;
    }
    case "shipment.duplicated":
      return `copied shipment ${text(d.fromReference) || "another shipment"} as ${text(d.reference) || ref || "a new shipment"}`;
    case "shipment.deleted":
      return `deleted ${shipment}`;
    case "document.saved":
      return `saved the ${documentTitle(d.name)}${ofShipment}${text(d.version) ? ` (version ${text(d.version)})` : ""}`;
    case "document.restored":
      return `restored version ${text(d.restoredVersion)} of the ${documentTitle(d.name)}${ofShipment}`;
    case "document.finalised":
      return `finalised the ${documentTitle(d.name)}${text(d.number) ? ` ${text(d.number)}` : ""}${ofShipment}`;
    case "shipment_file.uploaded":
      return `uploaded the file ${text(d.filename)} to ${shipment}`;
    case "shipment_file.deleted":
      return `deleted the file ${text(d.filename)} from ${shipment}`;

    // Sharing
    case "share.created":
      return `shared ${sharedForms(d.forms)}${ofShipment} with ${email}`;
    case "share.changed":
      return d.reason === "documents_removed"
        ? `narrowed ${email}'s access${ofShipment} to ${sharedForms(d.forms)}, as documents were removed`
        : `changed ${email}'s access${ofShipment} to ${sharedForms(d.forms)}`;
    case "share.revoked":
      return `stopped sharing ${shipment} with ${email}`;
    case "share.opened":
      return `opened the documents of ${shipment} shared with them`;

    // Payments
    case "payment.recorded":
      return `recorded a payment of ${money(d)}${text(d.paymentDate) ? ` received on ${formatCalendarDate(text(d.paymentDate))}` : ""} for ${shipment}`;
    case "payment.updated":
      return `corrected a payment for ${shipment} (now ${money(d)}${Array.isArray(d.fields) && d.fields.length ? `; changed ${joined(d.fields.map(words))}` : ""})`;
    case "payment.deleted":
      return `deleted a payment of ${money(d)} for ${shipment}`;

    // Tracking
    case "tracking.created":
      return `started tracking ${shipment}${text(d.transportDocumentReference) ? ` (B/L ${text(d.transportDocumentReference)})` : ""}`;
    case "tracking.updated":
      return `changed the tracking of ${shipment}${fieldList(d.fields)}`;
    case "tracking.deleted":
      return `stopped tracking ${shipment}`;
    case "tracking.events_ingested":
      return `added ${count(d.stored, "tracking event")} to ${shipment}`;

    case "tracking_source.created":
      return `connected the carrier platform ${quoted(d.name)}`;
    case "tracking_source.updated":
      return `changed the carrier connection ${quoted((d.after as Record<string, unknown> | undefined)?.name)}`;
    case "tracking_source.deleted":
      return `removed the carrier connection ${quoted(d.name)}`;
    case "tracking_source.secret_rotated":
      return `rotated the webhook secret of a carrier connection${d.atCarrier ? " (and at the carrier)" : ""}`;
    case "tracking_source.subscribed":
      return `subscribed a carrier connection to the carrier's events`;
    case "event_subscription.created":
      return `subscribed ${text(d.callbackUrl) || "a callback URL"} to tracking events`;
    case "event_subscription.updated":
      return `changed an event subscription`;
    case "event_subscription.deleted":
      return `deleted the event subscription of ${text(d.callbackUrl) || "a callback URL"}`;
    case "event_subscription.disabled":
      return `disabled the event subscription of ${text(d.callbackUrl) || "a callback URL"} after a day of failed deliveries`;
    case "event_subscription.secret_rotated":
      return `rotated the secret of an event subscription`;

    // Compliance
    case "shipment.suggestions_recorded":
      return `recorded ${count(d.documents, "suggested document")} for ${shipment} (rule set ${text(d.ruleSetVersion)})`;
    // Letters of credit and compliance checks
    case "letter_of_credit.created":
      return `entered the letter of credit ${text(d.documentaryCreditNumber)} (${money(d)}) for ${shipment}`;
    case "letter_of_credit.updated":
      return `changed the letter of credit ${text(d.documentaryCreditNumber)} (${money(d)}) of ${shipment}`;
    case "letter_of_credit.deleted":
      return `removed the letter of credit ${text(d.documentaryCreditNumber)} of ${shipment}`;
    case "compliance_checks.run":
      return `checked the documents of ${shipment}: ${count(d.errors, "error")}, ${count(d.warnings, "warning")}`;
    case "document.compliance_override":
      return `finalised the ${documentTitle(d.name)}${ofShipment} despite ${count(d.findings, "compliance error")}`;

    // Saved data
    case "contact.created":
      return `saved the contact ${text(d.name)}${text(d.company) ? ` (${text(d.company)})` : ""}`;
    case "contact.updated":
      return `updated a contact${fieldList(d.fields)}`;
    case "contact.deleted":
      return `deleted the contact ${text(d.name)}${text(d.company) ? ` (${text(d.company)})` : ""}`;
    case "product.created":
      return `saved the product ${text(d.description)}${text(d.hsCode) ? ` (HS ${text(d.hsCode)})` : ""}`;
    case "product.updated":
      return `updated a product${fieldList(d.fields)}`;
    case "product.deleted":
      return `deleted the product ${text(d.description)}`;
    case "port.saved":
      return `saved the port ${text(d.port)}`;
    case "port.deleted":
      return `deleted the saved port ${text(d.port)}`;

    // Network
    case "connection.invited":
      return `invited ${email} to connect${d.reinvitation === true ? " again" : ""}`;
    case "connection.approved":
      return `accepted the invitation to connect${text(d.email) ? ` sent to ${text(d.email)}` : ""}`;
    case "connection.rejected":
      return `declined the invitation to connect${text(d.email) ? ` sent to ${text(d.email)}` : ""}`;
    case "connection.removed":
      return `removed the connection with ${email}`;

    // eBL
    case "ebl.draft_created":
      return "created an eBL draft";
    case "ebl.draft_updated":
      return "updated an eBL draft";
    case "ebl.draft_deleted":
      return `deleted the eBL draft${text(d.transportDocumentReference) ? ` ${text(d.transportDocumentReference)}` : ""}`;
    case "ebl.draft_declined":
      return "declined an eBL draft";
    case "ebl.issued":
      return `issued ${ebl}`;
    case "ebl.transferred":
      return `transferred possession of ${ebl}`;
    case "ebl.endorsed":
      return `endorsed ${ebl} to a named party`;
    case "ebl.endorsed_to_order":
      return `endorsed ${ebl} to order`;
    case "ebl.blank_endorsed":
      return `endorsed ${ebl} in blank`;
    case "ebl.surrender_for_delivery_requested":
      return `surrendered ${ebl} for delivery`;
    case "ebl.surrender_for_amendment_requested":
      return `surrendered ${ebl} for amendment`;
    case "ebl.surrender_accepted":
      return `accepted the surrender of ${ebl}`;
    case "ebl.surrender_rejected":
      return `rejected the surrender of ${ebl}`;
    case "ebl.refused":
      return `refused ${ebl}`;
    case "ebl.voided":
      return `voided ${ebl}${reason}`;

    // Support
    case "support_ticket.created":
      return `opened ${ticket} (${words(text(d.category) || "other")})`;
    case "support_ticket.customer_replied":
      return `replied to ${ticket}${text(d.to) === "open" ? ", which reopened it" : ""}`;
    case "support_ticket.staff_replied":
      return `answered ${ticket}`;
    case "support_ticket.note_added":
      return `added an internal note to ${ticket}`;
    case "support_ticket.status_changed":
      return `moved ${ticket} from ${words(text(d.from))} to ${words(text(d.to))}`;
    case "support_ticket.assigned":
      return d.to ? `assigned ${ticket}` : `unassigned ${ticket}`;
    case "support_ticket.priority_changed":
      return `changed the priority of ${ticket} from ${text(d.from)} to ${text(d.to)}`;
    case "support_ticket.rated":
      return `rated ${ticket} ${text(d.rating)} out of 5`;
    case "support_mail_preference.changed":
      return `set support mail to ${words(text(d.to))} (was ${words(text(d.from))})`;

    default:
      return words(action);
  }
}

/** Who did it: the name, else "A deleted user" for an id with no account left, else "The system". */
export function auditActor(subject: Pick<AuditSubject, "actorName" | "actorId">): string {
  if (subject.actorName) return subject.actorName;
  return subject.actorId ? "A deleted user" : "The system";
}

/** The whole sentence: "Asha Rao finalised the commercial invoice INV-1 of shipment SH-2." */
export function auditSentence(subject: AuditSubject): string {
  return `${auditActor(subject)} ${describeAuditAction(subject)}.`;
}
