import { and, desc, eq, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { minorToAmount } from "@/lib/money/amount";
import { toTerms } from "@/lib/letters-of-credit/dto";
import { letterOfCreditRow } from "@/lib/letters-of-credit/get-letter-of-credit";
import type { ShipmentAccess } from "@/lib/shipments/access";
import { envelopes, payments, shipmentDocuments } from "@/models";
import { buildDocuments, type CheckInput } from "./input";

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * The checks' input for what the actor may see of a shipment: the owner's view is every document,
 * the shipment's eBL (the newest one not voided or replaced), its letter of credit and its
 * payments. A sharee's view is the documents shared with them and the letter of credit: never
 * another document, the eBL or the payments (docs/architecture.md §4).
 */
export async function loadCheckInput(db: DbOrTx, access: ShipmentAccess, now = new Date()): Promise<CheckInput> {
  const shipment = access.shipment;
  const owner = access.kind === "owner";
  const templates = owner ? shipment.templates : shipment.templates.filter((t) => access.forms.has(t as never));
  const rows = await db
    .select({ name: shipmentDocuments.name, data: shipmentDocuments.data, state: shipmentDocuments.state })
    .from(shipmentDocuments)
    .where(eq(shipmentDocuments.shipmentId, shipment.id));
  const lcRow = await letterOfCreditRow(db, shipment.id);
  const [ebl] = owner
    ? await db
        .select({ id: envelopes.id, status: envelopes.status, document: envelopes.transportDocument })
        .from(envelopes)
        .where(
          and(eq(envelopes.shipmentId, shipment.id), ne(envelopes.status, "VOIDED"), isNull(envelopes.replacedById)),
        )
        .orderBy(desc(envelopes.updatedAt))
        .limit(1)
    : [];
  const paymentRows = owner
    ? await db
        .select({ amountMinor: payments.amountMinor, currency: payments.currency, paymentDate: payments.paymentDate })
        .from(payments)
        .where(eq(payments.shipmentId, shipment.id))
    : [];
  return {
    shipmentId: shipment.id,
    today: todayUtc(now),
    documents: buildDocuments(templates, shipment.sharedData, rows),
    ebl: ebl ? { id: ebl.id, status: ebl.status, document: ebl.document } : null,
    letterOfCredit: lcRow ? toTerms(lcRow) : null,
    payments: paymentRows.map((p) => ({
      amount: minorToAmount(p.amountMinor, p.currency),
      currency: p.currency,
      paymentDate: p.paymentDate,
    })),
  };
}
