import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The facts projection is only as good as the write paths that keep it: every file that inserts
 * or updates a shipment or one of its documents must call refreshShipmentFacts in the same
 * transaction. A static scan: a new write site that forgets the call fails here, before a report
 * silently drifts from the invoices.
 */
const ROOT = path.resolve(import.meta.dirname, "../../..");
const SCANNED = ["lib", "scripts", "app"];

/** Files allowed to write those tables without the call, each with the reason it is safe. */
const ALLOWED: Record<string, string> = {
  // Deleting a shipment cascades to its facts and product facts (foreign keys, models/analytics.ts).
  "lib/shipments/delete-shipment.ts": "deletes the shipment: its facts rows cascade",
};

const WRITES = [
  /\.(insert|update)\(\s*(shipments|shipmentDocuments)\s*\)/,
  /\.delete\(\s*(shipments|shipmentDocuments)\s*\)/,
  /\b(insert\s+into|update|delete\s+from)\s+"?(shipments|shipment_documents)"?[\s(]/i,
];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") out.push(...sourceFiles(rel));
    } else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out;
}

const writers = SCANNED.flatMap(sourceFiles).filter((file) => {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  return WRITES.some((pattern) => pattern.test(text));
});

describe("every write to shipments and shipment_documents refreshes the shipment's facts", () => {
  it("finds the known write sites (the scan itself works)", () => {
    expect(writers).toEqual(
      expect.arrayContaining([
        "lib/shipments/create-shipment.ts",
        "lib/shipments/save-document.ts",
        "lib/shipments/finalise-document.ts",
        "lib/shipments/delete-shipment.ts",
      ]),
    );
  });

  it.each(writers)("%s", (file) => {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    if (ALLOWED[file]) return;
    expect(
      /\brefreshShipmentFacts\(\s*tx\b/.test(text),
      `${file} writes shipments or shipment_documents: call refreshShipmentFacts(tx, shipmentId) in the same transaction (lib/analytics/facts/refresh-shipment-facts.ts), or add it to ALLOWED with the reason`,
    ).toBe(true);
  });

  it("every allowed file still exists and still writes (no stale exceptions)", () => {
    for (const file of Object.keys(ALLOWED)) expect(writers).toContain(file);
  });
});

// Receivables read each shipment's paid_minor / last_payment_date (models/analytics.ts): every
// write to payments must recompute them in its transaction.
const PAYMENT_WRITES = [
  /\.(insert|update|delete)\(\s*payments\s*\)/,
  /\b(insert\s+into|update|delete\s+from)\s+"?payments"?[\s(]/i,
];
const paymentWriters = SCANNED.flatMap(sourceFiles).filter((file) => {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  return PAYMENT_WRITES.some((pattern) => pattern.test(text));
});

describe("every write to payments refreshes the shipment's paid facts", () => {
  it("finds the known write sites (the scan itself works)", () => {
    expect(paymentWriters).toEqual(
      expect.arrayContaining([
        "lib/payments/record-payment.ts",
        "lib/payments/update-payment.ts",
        "lib/payments/delete-payment.ts",
      ]),
    );
  });

  it.each(paymentWriters)("%s", (file) => {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    expect(
      /\brefresh(PaidFacts|ShipmentFacts)\(\s*tx\b/.test(text),
      `${file} writes payments: call refreshPaidFacts(tx, [shipmentId]) in the same transaction (lib/analytics/facts/refresh-shipment-facts.ts)`,
    ).toBe(true);
  });
});
