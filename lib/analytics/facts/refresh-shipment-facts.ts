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
  await insertProducts(
    tx,
    computed.flatMap((c) => c.products),
  );
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
    computed.filter((c) => ids.has(c.facts.shipmentId)).flatMap((c) => c.products),
  );
  return ids.size;
}

async function insertProducts(tx: DbOrTx, products: ProductFacts[]): Promise<void> {
  // Chunks stay far below PostgreSQL's 65,535 bind parameters (four per row).
  for (let i = 0; i < products.length; i += PRODUCT_CHUNK)
    await tx.insert(shipmentProductFacts).values(products.slice(i, i + PRODUCT_CHUNK));
}
