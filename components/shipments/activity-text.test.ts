import { describe, expect, it } from "vitest";
import { describeActivity, type ActivityEntry } from "./activity-text";

const entry = (action: string, data: Record<string, unknown>): ActivityEntry => ({
  id: "00000000-0000-4000-8000-000000000000",
  action,
  entityType: "shipment",
  entityId: "x",
  actor: null,
  data,
  createdAt: "2026-11-21T10:00:00.000Z",
});

describe("describeActivity", () => {
  it.each([
    [
      "document.saved",
      { name: "commercial_invoice", version: 3, changes: ["invoiceNumber", "consignee.name"] },
      "saved the commercial invoice (version 3): invoiceNumber, consignee.name",
    ],
    [
      "share.created",
      {
        email: "ff@example.com",
        forms: [
          { name: "commercial_invoice", access: "edit" },
          { name: "packing_list", access: "read" },
        ],
      },
      "shared Commercial invoice (edit), Packing list (read) with ff@example.com",
    ],
    [
      "share.changed",
      { email: "b@example.com", forms: [{ name: "packing_list", access: "read" }], reason: "documents_removed" },
      "narrowed b@example.com's access to Packing list (read) (documents removed)",
    ],
    ["share.revoked", { email: "ff@example.com" }, "revoked ff@example.com's access"],
    ["shipment.status_changed", { from: "draft", to: "in_progress" }, "changed the status from draft to in progress"],
    [
      "shipment.documents_changed",
      { added: ["shipping_bill"], removed: [] },
      "changed the documents: added Shipping bill details; removed none",
    ],
    [
      "payment.recorded",
      { amount: "1000.00", currency: "USD", paymentDate: "2026-01-15" },
      // The date in the reader's locale, a calendar date never moved by a zone (Intl itself, as docs/code-style.md's one format).
      `recorded a payment of USD 1,000.00 received on ${new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" }).format(Date.UTC(2026, 0, 15))}`,
    ],
    [
      "payment.updated",
      { amount: "1900.00", currency: "USD", fields: ["amount", "paymentDate"] },
      "corrected a payment (now USD 1,900.00; changed amount, payment date)",
    ],
    ["payment.deleted", { amount: "900.00", currency: "USD" }, "deleted a payment of USD 900.00"],
    ["something.new", {}, "something new"],
  ])("%s reads as a sentence", (action, data, text) => {
    expect(describeActivity(entry(action, data))).toBe(text);
  });
});
