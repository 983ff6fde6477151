import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { INVOICE_SOURCES } from "@/lib/payments/schemas";
import { shipmentDocuments, shipmentFacts, shipmentProductFacts, shipments, type ShipmentRow } from "@/models";
import { computeShipmentFacts, type ProductFacts, type ShipmentFacts } from "./compute-shipment-facts";

/**
 * Rewrites one shipment's facts from its current rows: upserts the shipment_facts row and
 * replaces its product rows. Called inside the transaction of every write to a shipment or its
 * documents (the guard test lib/analytics/facts/write-sites.test.ts keeps it so), so a report
 * read after a commit sees exactly what was committed. A shipment that no longer exists has no
 * facts (deletion cascades), so this does nothing for it.
 */
export async function refreshShipmentFacts(tx: DbOrTx, shipmentId: string): Promise<void> {
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId));
  if (!shipment) return;
  const invoices = await tx
    .select({ shipmentId: shipmentDocuments.shipmentId, name: shipmentDocuments.name, data: shipmentDocuments.data })
    .from(shipmentDocuments)
    .where(and(eq(shipmentDocuments.shipmentId, shipmentId), inArray(shipmentDocuments.name, [...INVOICE_SOURCES])));
  await writeFacts(tx, [computeFor(shipment, invoices)]);
}

const PRODUCT_CHUNK = 2000;

type InvoiceRow = { shipmentId: string; name: string; data: Record<string, unknown> };

export function computeFor(shipment: ShipmentRow, invoices: InvoiceRow[]) {
  return computeShipmentFacts({ ...shipment, invoices: invoices.filter((d) => d.shipmentId === shipment.id) });
}

/** Upserts many shipments' facts and replaces their product rows (the backfill writes 500 at a time). */
export async function writeFacts(
  tx: DbOrTx,
  computed: { facts: ShipmentFacts; products: ProductFacts[] }[],
): Promise<void> {
  if (computed.length === 0) return;
  const now = new Date();
  const rows = computed.map((c) => ({ ...c.facts, updatedAt: now }));
  await tx
    .insert(shipmentFacts)
    .values(rows)
    .onConflictDoUpdate({
      target: shipmentFacts.shipmentId,
      set: {
        ownerId: sql`excluded.owner_id`,
        reference: sql`excluded.reference`,
        status: sql`excluded.status`,
        createdAt: sql`excluded.created_at`,
        shipmentDate: sql`excluded.shipment_date`,
        destinationCountry: sql`excluded.destination_country`,
        partnerName: sql`excluded.partner_name`,
        partnerKey: sql`excluded.partner_key`,
        invoiceSource: sql`excluded.invoice_source`,
        currency: sql`excluded.currency`,
        invoicedMinor: sql`excluded.invoiced_minor`,
        invoiceDate: sql`excluded.invoice_date`,
        creditDays: sql`excluded.credit_days`,
        creditFrom: sql`excluded.credit_from`,
        dueDate: sql`excluded.due_date`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  await tx.delete(shipmentProductFacts).where(
    inArray(
      shipmentProductFacts.shipmentId,
      computed.map((c) => c.facts.shipmentId),
    ),
  );
  await insertProducts(tx, computed);
  await refreshPaidFacts(
    tx,
    computed.map((c) => c.facts.shipmentId),
  );
}

/**
 * Recomputes the shipments' paid_minor / last_payment_date from their payments in the facts'
 * currency (a change of the invoice currency changes which payments count). After the facts
 * upsert, and by every payment write (through refreshShipmentFacts) in its transaction.
 */
export async function refreshPaidFacts(tx: DbOrTx, shipmentIds: string[]): Promise<void> {
  if (shipmentIds.length === 0) return;
  const ids = sql.join(
    shipmentIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    update shipment_facts f
       set paid_minor = p.paid, last_payment_date = p.last
      from (select f2.shipment_id, coalesce(sum(pay.amount_minor), 0)::bigint as paid, max(pay.payment_date) as last
              from shipment_facts f2
              left join payments pay on pay.shipment_id = f2.shipment_id and pay.currency = f2.currency
             where f2.shipment_id in (${ids})
             group by f2.shipment_id) p
     where f.shipment_id = p.shipment_id`);
}

/**
 * Inserts the facts of shipments that have none, leaving any row that exists alone (the backfill:
 * a concurrent write's refresh is newer than what the backfill read). Returns how many were inserted.
 */
export async function insertMissingFacts(
  tx: DbOrTx,
  computed: { facts: ShipmentFacts; products: ProductFacts[] }[],
): Promise<number> {
  if (computed.length === 0) return 0;
  const now = new Date();
  const inserted = await tx
    .insert(shipmentFacts)
    .values(computed.map((c) => ({ ...c.facts, updatedAt: now })))
    .onConflictDoNothing({ target: shipmentFacts.shipmentId })
    .returning({ shipmentId: shipmentFacts.shipmentId });
  const ids = new Set(inserted.map((r) => r.shipmentId));
  // Product rows hang off the facts row (foreign key): a shipment without facts had none.
  await insertProducts(
    tx,
    computed.filter((c) => ids.has(c.facts.shipmentId)),
  );
  await refreshPaidFacts(tx, [...ids]);
  return ids.size;
}

async function insertProducts(
  tx: DbOrTx,
  computed: { facts: ShipmentFacts; products: ProductFacts[] }[],
): Promise<void> {
  // Each product row carries copies of its shipment's owner, status, days and currency.
  const products = computed.flatMap(({ facts, products }) =>
    products.map((p) => ({
      ...p,
      ownerId: facts.ownerId,
      status: facts.status,
      createdAt: facts.createdAt,
      shipmentDate: facts.shipmentDate,
      currency: facts.currency,
    })),
  );
  // Chunks stay far below PostgreSQL's 65,535 bind parameters (nine per row).
  for (let i = 0; i < products.length; i += PRODUCT_CHUNK)
    await tx.insert(shipmentProductFacts).values(products.slice(i, i + PRODUCT_CHUNK));
}
