import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { notFound } from "@/lib/contract/errors";
import { TEMPLATE_BY_KEY, type TemplateKey } from "@/lib/templates/descriptors";
import { shipmentDocuments, type ShipmentDocumentRow } from "@/models";
import type { DocumentSummaryRow } from "./dto";

/** The document list of shipments (no data: the list only shows states). Uses the (shipment_id, name) index. */
export async function documentSummaries(db: DbOrTx, shipmentIds: string[]): Promise<Map<string, DocumentSummaryRow[]>> {
  const result = new Map<string, DocumentSummaryRow[]>(shipmentIds.map((id) => [id, []]));
  if (shipmentIds.length === 0) return result;
  const rows = await db
    .select({
      shipmentId: shipmentDocuments.shipmentId,
      name: shipmentDocuments.name,
      state: shipmentDocuments.state,
      version: shipmentDocuments.version,
      updatedAt: shipmentDocuments.updatedAt,
      finalizedAt: shipmentDocuments.finalizedAt,
    })
    .from(shipmentDocuments)
    .where(inArray(shipmentDocuments.shipmentId, shipmentIds));
  for (const { shipmentId, ...row } of rows) result.get(shipmentId)!.push(row);
  return result;
}

export const allDocuments = (db: DbOrTx, shipmentId: string): Promise<ShipmentDocumentRow[]> =>
  db.select().from(shipmentDocuments).where(eq(shipmentDocuments.shipmentId, shipmentId));

/** Document `name` of a shipment already in scope, or 404 (the shipment does not use that template). */
export async function getDocumentRow(
  db: DbOrTx,
  shipmentId: string,
  name: TemplateKey,
  options: { forUpdate?: boolean } = {},
): Promise<ShipmentDocumentRow> {
  const query = db
    .select()
    .from(shipmentDocuments)
    .where(and(eq(shipmentDocuments.shipmentId, shipmentId), eq(shipmentDocuments.name, name)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row)
    throw notFound(
      `This shipment has no ${TEMPLATE_BY_KEY[name].title.toLowerCase()}. Add it to the shipment's documents first.`,
    );
  return row;
}
