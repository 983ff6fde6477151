import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditSentence, describeAuditAction } from "./audit-sentence";

// Every action the code writes, with data shaped as its writer writes it and the sentence a person
// reads, written out by hand. The scan below keeps this table complete: an action added to a
// writer without a row here fails the test.
const ASHA = { actorName: "Asha Rao", actorId: "00000000-0000-4000-8000-000000000001" };
const SH2 = { shipmentReference: "SH-2" };

const CASES: [action: string, data: Record<string, unknown>, context: object, sentence: string][] = [
  // Accounts
  ["user.registered", { role: "freight_forwarder" }, ASHA, "Asha Rao registered as freight forwarder."],
  ["user.admin_created", {}, {}, "The system created the administrator account from the server configuration."],
  [
    "user.promoted_to_admin",
    { previousRole: "exporter" },
    {},
    "The system made the account an administrator (was exporter).",
  ],
  ["user.admin_password_set", {}, {}, "The system set the administrator password from the server configuration."],
  ["user.password_reset", {}, ASHA, "Asha Rao reset their password."],
  ["user.updated", { fields: ["firstName", "phone"] }, ASHA, "Asha Rao updated their profile (first name and phone)."],
  [
    "user.email_change_requested",
    { from: "a@x.test", to: "b@x.test" },
    ASHA,
    "Asha Rao asked to change their email address from a@x.test to b@x.test.",
  ],
  [
    "user.email_change_undone",
    { restored: "a@x.test", undone: "b@x.test", wasApplied: true },
    ASHA,
    "Asha Rao undid the change of email address to b@x.test, back to a@x.test.",
  ],
  [
    "user.email_changed",
    { from: "a@x.test", to: "b@x.test", shares: [], connections: [] },
    ASHA,
    "Asha Rao confirmed their new email address b@x.test (was a@x.test).",
  ],
  ["user.email_verified", { email: "a@x.test" }, ASHA, "Asha Rao confirmed their email address a@x.test."],
  [
    "user.role_changed",
    { from: "exporter", to: "importer" },
    ASHA,
    "Asha Rao changed the user's role from exporter to importer.",
  ],
  [
    "user.sessions_revoked",
    { revoked: 3, revokedTokens: 1 },
    ASHA,
    "Asha Rao signed the user out everywhere (3 sessions and 1 API token ended).",
  ],
  ["api_token.created", { name: "ERP", expiresAt: null }, ASHA, "Asha Rao created the API token “ERP”."],
  ["api_token.deleted", { name: "ERP" }, ASHA, "Asha Rao deleted the API token “ERP”."],
  [
    "invitation.accepted",
    { email: "a@x.test", shares: 1, connections: 0 },
    ASHA,
    "Asha Rao joined from the invitation sent to a@x.test.",
  ],
  // Verification
  [
    "verification.submitted",
    { from: "unverified", to: "pending", country: "IN", documents: ["iec", "gst"] },
    ASHA,
    "Asha Rao submitted the business for verification with 2 documents.",
  ],
  ["verification.approved", { from: "pending", to: "verified" }, ASHA, "Asha Rao approved the business verification."],
  [
    "verification.rejected",
    { from: "pending", to: "rejected", reason: "The IEC is unreadable" },
    ASHA,
    "Asha Rao rejected the business verification: The IEC is unreadable.",
  ],
  [
    "verification.suspended",
    { from: "verified", to: "suspended", reason: "Fraud report" },
    ASHA,
    "Asha Rao suspended the business: Fraud report.",
  ],
  ["verification.reinstated", { from: "suspended", to: "verified" }, ASHA, "Asha Rao reinstated the business."],
  [
    "business_document.uploaded",
    { documentType: "gst_certificate", sha256: "ab", size: 10 },
    ASHA,
    "Asha Rao uploaded a verification document (gst certificate).",
  ],
  // Administration
  ["job.retried", { queue: "mail" }, ASHA, "Asha Rao retried a background job on the mail queue."],
  ["job.cancelled", { queue: "mail" }, ASHA, "Asha Rao cancelled a background job on the mail queue."],
  ["demo.requested", { company: "Acme Exports" }, {}, "The system requested a demo for Acme Exports."],
  ["demo_request.contacted", {}, ASHA, "Asha Rao marked a demo request as contacted."],
  ["demo_request.exported", { status: null, rows: 1250 }, ASHA, "Asha Rao exported 1,250 demo requests as CSV."],
  // Shipments and documents
  ["shipment.created", { reference: "SH-2", templates: [] }, ASHA, "Asha Rao created shipment SH-2."],
  ["shipment.renamed", { from: "SH-1", to: "SH-2" }, { ...ASHA, ...SH2 }, "Asha Rao renamed shipment SH-1 to SH-2."],
  [
    "shipment.status_changed",
    { from: "draft", to: "in_progress" },
    { ...ASHA, ...SH2 },
    "Asha Rao changed the status of shipment SH-2 from draft to in progress.",
  ],
  [
    "shipment.documents_changed",
    { added: ["packing_list"], removed: ["shipping_bill"], templates: [] },
    { ...ASHA, ...SH2 },
    "Asha Rao changed the documents of shipment SH-2: added the packing list; removed the shipping bill details.",
  ],
  [
    "shipment.duplicated",
    { from: "x", fromReference: "SH-1", reference: "SH-1 (copy)" },
    ASHA,
    "Asha Rao copied shipment SH-1 as SH-1 (copy).",
  ],
  ["shipment.deleted", { reference: "SH-2", status: "draft" }, ASHA, "Asha Rao deleted shipment SH-2."],
  [
    "document.saved",
    { shipmentId: "x", name: "commercial_invoice", version: 3, changes: ["invoiceNumber"] },
    { ...ASHA, ...SH2 },
    "Asha Rao saved the commercial invoice of shipment SH-2 (version 3).",
  ],
  [
    "document.restored",
    { shipmentId: "x", name: "packing_list", restoredVersion: 2, version: 5 },
    { ...ASHA, ...SH2 },
    "Asha Rao restored version 2 of the packing list of shipment SH-2.",
  ],
  [
    "document.finalised",
    { shipmentId: "x", reference: "SH-2", name: "commercial_invoice", number: "INV-1", version: 4 },
    ASHA,
    "Asha Rao finalised the commercial invoice INV-1 of shipment SH-2.",
  ],
  [
    "letter_of_credit.created",
    { shipmentId: "x", documentaryCreditNumber: "LC/42", currency: "USD", amount: "7700.00" },
    ASHA,
    "Asha Rao entered the letter of credit LC/42 (USD 7,700.00) for the shipment.",
  ],
  [
    "letter_of_credit.updated",
    { shipmentId: "x", documentaryCreditNumber: "LC/42", currency: "USD", amount: "7700.00" },
    ASHA,
    "Asha Rao changed the letter of credit LC/42 (USD 7,700.00) of the shipment.",
  ],
  [
    "letter_of_credit.deleted",
    { shipmentId: "x", documentaryCreditNumber: "LC/42" },
    ASHA,
    "Asha Rao removed the letter of credit LC/42 of the shipment.",
  ],
  [
    "compliance_checks.run",
    { reference: "SH-2", errors: 1, warnings: 2, infos: 0 },
    ASHA,
    "Asha Rao checked the documents of shipment SH-2: 1 error, 2 warnings.",
  ],
  [
    "document.compliance_override",
    { reference: "SH-2", name: "commercial_invoice", findings: [{ checkId: "lc.currency_mismatch" }] },
    ASHA,
    "Asha Rao finalised the commercial invoice of shipment SH-2 despite 1 compliance error.",
  ],
  [
    "shipment_file.uploaded",
    { shipmentId: "x", filename: "bl.pdf", size: 10 },
    { ...ASHA, ...SH2 },
    "Asha Rao uploaded the file bl.pdf to shipment SH-2.",
  ],
  [
    "shipment_file.deleted",
    { shipmentId: "x", filename: "bl.pdf" },
    { ...ASHA, ...SH2 },
    "Asha Rao deleted the file bl.pdf from shipment SH-2.",
  ],
  // Sharing
  [
    "share.created",
    {
      email: "ff@x.test",
      forms: [
        { name: "commercial_invoice", access: "edit" },
        { name: "packing_list", access: "read" },
      ],
    },
    { ...ASHA, ...SH2 },
    "Asha Rao shared the commercial invoice (can edit) and the packing list (read only) of shipment SH-2 with ff@x.test.",
  ],
  [
    "share.changed",
    { email: "ff@x.test", forms: [{ name: "packing_list", access: "read" }] },
    { ...ASHA, ...SH2 },
    "Asha Rao changed ff@x.test's access of shipment SH-2 to the packing list (read only).",
  ],
  [
    "share.revoked",
    { shipmentId: "x", email: "ff@x.test" },
    { ...ASHA, ...SH2 },
    "Asha Rao stopped sharing shipment SH-2 with ff@x.test.",
  ],
  [
    "share.opened",
    { shipmentId: "x" },
    { actorName: "Ben Ode", ...SH2 },
    "Ben Ode opened the documents of shipment SH-2 shared with them.",
  ],
  // Payments (amounts are decimal strings; grouped by hand: 12500.50 → 12,500.50)
  [
    "payment.recorded",
    { shipmentId: "x", amount: "12500.50", currency: "USD", paymentDate: null },
    { ...ASHA, ...SH2 },
    "Asha Rao recorded a payment of USD 12,500.50 for shipment SH-2.",
  ],
  [
    "payment.updated",
    { shipmentId: "x", amount: "900.00", currency: "USD", fields: ["amount", "paymentDate"] },
    { ...ASHA, ...SH2 },
    "Asha Rao corrected a payment for shipment SH-2 (now USD 900.00; changed amount and payment date).",
  ],
  [
    "payment.deleted",
    { shipmentId: "x", amount: "900.00", currency: "USD" },
    { ...ASHA, ...SH2 },
    "Asha Rao deleted a payment of USD 900.00 for shipment SH-2.",
  ],
  // Saved data
  ["contact.created", { name: "Li Wei", company: "Ningbo Co" }, ASHA, "Asha Rao saved the contact Li Wei (Ningbo Co)."],
  ["contact.updated", { fields: ["address", "taxId"] }, ASHA, "Asha Rao updated a contact (address and tax id)."],
  ["contact.deleted", { name: "Li Wei", company: "" }, ASHA, "Asha Rao deleted the contact Li Wei."],
  [
    "product.created",
    { description: "Black pepper", hsCode: "090411" },
    ASHA,
    "Asha Rao saved the product Black pepper (HS 090411).",
  ],
  ["product.updated", { fields: ["unitPrice"] }, ASHA, "Asha Rao updated a product (unit price)."],
  ["product.deleted", { description: "Black pepper" }, ASHA, "Asha Rao deleted the product Black pepper."],
  ["port.saved", { port: "Nhava Sheva" }, ASHA, "Asha Rao saved the port Nhava Sheva."],
  ["port.deleted", { port: "Nhava Sheva" }, ASHA, "Asha Rao deleted the saved port Nhava Sheva."],
  // Network
  [
    "connection.invited",
    { email: "c@x.test", reinvitation: true },
    ASHA,
    "Asha Rao invited c@x.test to connect again.",
  ],
  [
    "connection.approved",
    { inviterId: "x", email: "a@x.test" },
    ASHA,
    "Asha Rao accepted the invitation to connect sent to a@x.test.",
  ],
  [
    "connection.rejected",
    { inviterId: "x", email: "a@x.test" },
    ASHA,
    "Asha Rao declined the invitation to connect sent to a@x.test.",
  ],
  [
    "connection.removed",
    { email: "c@x.test", status: "CONNECTED" },
    ASHA,
    "Asha Rao removed the connection with c@x.test.",
  ],
  // eBL
  ["ebl.draft_created", { envelopeId: "x" }, ASHA, "Asha Rao created an eBL draft."],
  ["ebl.draft_updated", { envelopeId: "x" }, ASHA, "Asha Rao updated an eBL draft."],
  [
    "ebl.draft_deleted",
    { envelopeId: "x", transportDocumentReference: "BL-9" },
    ASHA,
    "Asha Rao deleted the eBL draft BL-9.",
  ],
  ["ebl.draft_declined", { envelopeId: "x" }, ASHA, "Asha Rao declined an eBL draft."],
  ["ebl.issued", { actionCode: "ISSUE", transportDocumentReference: "BL-9" }, ASHA, "Asha Rao issued the eBL BL-9."],
  ["ebl.transferred", { actionCode: "TRANSFER" }, ASHA, "Asha Rao transferred possession of an eBL."],
  ["ebl.endorsed", { actionCode: "ENDORSE" }, ASHA, "Asha Rao endorsed an eBL to a named party."],
  ["ebl.endorsed_to_order", { actionCode: "ENDORSE_TO_ORDER" }, ASHA, "Asha Rao endorsed an eBL to order."],
  ["ebl.blank_endorsed", { actionCode: "BLANK_ENDORSE" }, ASHA, "Asha Rao endorsed an eBL in blank."],
  [
    "ebl.surrender_for_delivery_requested",
    { actionCode: "SURRENDER_FOR_DELIVERY" },
    ASHA,
    "Asha Rao surrendered an eBL for delivery.",
  ],
  [
    "ebl.surrender_for_amendment_requested",
    { actionCode: "SURRENDER_FOR_AMENDMENT" },
    ASHA,
    "Asha Rao surrendered an eBL for amendment.",
  ],
  ["ebl.surrender_accepted", { actionCode: "SACC" }, ASHA, "Asha Rao accepted the surrender of an eBL."],
  ["ebl.surrender_rejected", { actionCode: "SREJ" }, ASHA, "Asha Rao rejected the surrender of an eBL."],
  ["ebl.refused", { actionCode: "REFUSE" }, ASHA, "Asha Rao refused an eBL."],
  ["ebl.voided", { actionCode: "VOID", reason: "Issued in error" }, ASHA, "Asha Rao voided an eBL: Issued in error."],
  // Tracking
  [
    "tracking.created",
    { transportDocumentReference: "MAEU123" },
    { ...ASHA, ...SH2 },
    "Asha Rao started tracking shipment SH-2 (B/L MAEU123).",
  ],
  [
    "tracking.updated",
    { fields: ["equipmentReferences"] },
    { ...ASHA, ...SH2 },
    "Asha Rao changed the tracking of shipment SH-2 (equipment references).",
  ],
  ["tracking.deleted", {}, { ...ASHA, ...SH2 }, "Asha Rao stopped tracking shipment SH-2."],
  ["tracking.events_ingested", { stored: 3 }, SH2, "The system added 3 tracking events to shipment SH-2."],
  ["tracking_source.created", { name: "Maersk DCSA" }, ASHA, "Asha Rao connected the carrier platform “Maersk DCSA”."],
  [
    "tracking_source.updated",
    { before: { name: "Maersk" }, after: { name: "Maersk DCSA" } },
    ASHA,
    "Asha Rao changed the carrier connection “Maersk DCSA”.",
  ],
  ["tracking_source.deleted", { name: "Maersk DCSA" }, ASHA, "Asha Rao removed the carrier connection “Maersk DCSA”."],
  [
    "tracking_source.secret_rotated",
    { atCarrier: true },
    ASHA,
    "Asha Rao rotated the webhook secret of a carrier connection (and at the carrier).",
  ],
  [
    "tracking_source.subscribed",
    { carrierSubscriptionId: "s-1" },
    ASHA,
    "Asha Rao subscribed a carrier connection to the carrier's events.",
  ],
  [
    "event_subscription.created",
    { callbackUrl: "https://erp.example.com/tnt" },
    ASHA,
    "Asha Rao subscribed https://erp.example.com/tnt to tracking events.",
  ],
  ["event_subscription.updated", {}, ASHA, "Asha Rao changed an event subscription."],
  [
    "event_subscription.deleted",
    { callbackUrl: "https://erp.example.com/tnt" },
    ASHA,
    "Asha Rao deleted the event subscription of https://erp.example.com/tnt.",
  ],
  [
    "event_subscription.disabled",
    { callbackUrl: "https://erp.example.com/tnt" },
    {},
    "The system disabled the event subscription of https://erp.example.com/tnt after a day of failed deliveries.",
  ],
  ["event_subscription.secret_rotated", {}, ASHA, "Asha Rao rotated the secret of an event subscription."],
  [
    "shipment.suggestions_recorded",
    { ruleSetVersion: "2026.11.1", documents: ["commercial_invoice", "packing_list"] },
    { ...ASHA, ...SH2 },
    "Asha Rao recorded 2 suggested documents for shipment SH-2 (rule set 2026.11.1).",
  ],
  [
    "support_mail_preference.changed",
    { from: "all", to: "assigned" },
    ASHA,
    "Asha Rao set support mail to assigned (was all).",
  ],
  // Support
  [
    "support_ticket.created",
    { number: 3, category: "ebl", priority: "high" },
    ASHA,
    "Asha Rao opened support ticket #3 (ebl).",
  ],
  [
    "support_ticket.customer_replied",
    { number: 3, from: "resolved", to: "open" },
    ASHA,
    "Asha Rao replied to support ticket #3, which reopened it.",
  ],
  ["support_ticket.staff_replied", { number: 3 }, ASHA, "Asha Rao answered support ticket #3."],
  ["support_ticket.note_added", { number: 3 }, ASHA, "Asha Rao added an internal note to support ticket #3."],
  [
    "support_ticket.status_changed",
    { number: 3, from: "waiting_on_customer", to: "resolved" },
    ASHA,
    "Asha Rao moved support ticket #3 from waiting on customer to resolved.",
  ],
  [
    "support_ticket.assigned",
    { number: 3, from: null, to: ASHA.actorId },
    ASHA,
    "Asha Rao assigned support ticket #3.",
  ],
  [
    "support_ticket.priority_changed",
    { number: 3, from: "normal", to: "urgent" },
    ASHA,
    "Asha Rao changed the priority of support ticket #3 from normal to urgent.",
  ],
  ["support_ticket.rated", { number: 3, rating: 4 }, ASHA, "Asha Rao rated support ticket #3 4 out of 5."],
];

/**
 * The audit actions written in lib/: every "a.b" string on an `action:` line (writeAudit's entry, or
 * the reviewer transition that passes it on), and the values of the eBL table AUDIT_ACTION.
 */
function writtenActions(): Set<string> {
  const root = join(__dirname, "..");
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".ts") && !name.endsWith(".test.ts")) files.push(path);
    }
  };
  walk(root);
  const actions = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    const table = source.includes("AUDIT_ACTION: Record<");
    for (const line of source.split("\n")) {
      if (!/\baction: /.test(line) && !(table && /^\s+[A-Z_]+: "[a-z_]+\.[a-z_]+",$/.test(line))) continue;
      for (const match of line.matchAll(/"([a-z_]+\.[a-z_]+)"/g)) actions.add(match[1]!);
    }
  }
  return actions;
}

describe("auditSentence", () => {
  it.each(CASES)("%s reads as a sentence", (action, data, context, sentence) => {
    expect(auditSentence({ action, data, ...context })).toBe(sentence);
  });

  it("has a sentence for every action the code writes, and no row for an action nobody writes", () => {
    const written = writtenActions();
    // Built in a template literal (lib/sharing/share-shipment.ts: `share.${kind}`), so no scan finds them.
    for (const computed of ["share.created", "share.changed"]) written.add(computed);
    expect(written.size).toBeGreaterThan(60);
    expect([...written].sort()).toEqual([...new Set(CASES.map(([action]) => action))].sort());
  });

  it("gives the payment date as a date, not as the stored text", () => {
    const sentence = auditSentence({
      action: "payment.recorded",
      data: { amount: "1.00", currency: "EUR", paymentDate: "2026-01-15" },
      actorName: "Asha Rao",
    });
    expect(sentence).toMatch(/^Asha Rao recorded a payment of EUR 1\.00 received on .*2026.* for the shipment\.$/);
    expect(sentence).not.toContain("2026-01-15");
  });

  it("names a deleted actor and words an unknown action", () => {
    expect(auditSentence({ action: "widget.frobbed_twice", data: {}, actorId: "x", actorName: null })).toBe(
      "A deleted user widget frobbed twice.",
    );
    expect(describeAuditAction({ action: "shipment.deleted", data: {} })).toBe("deleted the shipment");
  });

  it("narrows a share in words when documents were removed", () => {
    expect(
      describeAuditAction({
        action: "share.changed",
        data: { email: "b@x.test", forms: [], reason: "documents_removed" },
        shipmentReference: "SH-2",
      }),
    ).toBe("narrowed b@x.test's access of shipment SH-2 to no documents, as documents were removed");
  });
});
