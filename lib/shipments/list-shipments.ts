import { and, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { shipmentDocuments, shipments, type DocumentState, type ShipmentStatus } from "@/models";
import { toShipmentDto } from "./dto";
import type { ShipmentDto } from "./schemas";

export type ListShipmentsOptions = { actor: Actor; limit: number; cursor?: string; q?: string; status?: ShipmentStatus };

type Cursor = { createdAt: string; id: string };
type SummaryJson = { name: string; state: DocumentState; version: number; updatedAt: string; finalizedAt: string | null };

/** The cursor carries the exact PostgreSQL timestamp (microseconds) of the last row, not a JS Date (milliseconds). */
const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString("base64url");
function decodeCursor(value: string): Cursor {
  const [createdAt, id] = Buffer.from(value, "base64url").toString().split("|");
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw new AppError("validation_failed", "The cursor is not valid; start again from the first page.", { issues: [{ path: "cursor", message: "Not a cursor from this list." }] });
  }
  return { createdAt, id };
}

// LIKE wildcards in the search are literal characters.
const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The owner's shipments newest first, with a stable tie-break on id. The predicate and the
 * order match the (owner_id[, status], created_at DESC, id DESC) indexes, so a page is an index
 * range scan whatever the page depth (keyset, not OFFSET).
 */
export async function listShipments({ actor, limit, cursor, q, status }: ListShipmentsOptions): Promise<{ shipments: ShipmentDto[]; nextCursor: string | null }> {
  if (!actor?.userId) throw new Error("listShipments: actor without userId");
  const db = await getDb();
  const conditions: SQL[] = [eq(shipments.ownerId, actor.userId)];
  if (status) conditions.push(eq(shipments.status, status));
  if (q) conditions.push(ilike(shipments.reference, `%${escapeLike(q)}%`));
  if (cursor) {
    const after = decodeCursor(cursor);
    conditions.push(sql`(${shipments.createdAt}, ${shipments.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  }
  // The page's document summaries come in the same query (one round trip, not two), through the
  // (shipment_id, name) unique index.
  const rows = await db
    .select({
      shipment: shipments,
      createdAtExact: sql<string>`${shipments.createdAt}::text`,
      documents: sql<SummaryJson[]>`(
        select coalesce(json_agg(json_build_object('name', d.name, 'state', d.state, 'version', d.version, 'updatedAt', d.updated_at, 'finalizedAt', d.finalized_at)), '[]'::json)
        from ${shipmentDocuments} d where d.shipment_id = "shipments"."id")`,
    })
    .from(shipments)
    .where(and(...conditions))
    // NULLS LAST as in the indexes: plain DESC means NULLS FIRST, which PostgreSQL cannot serve
    // from them and answers with a sort of all the owner's rows (measured: 8× slower at 100k).
    .orderBy(sql`${shipments.createdAt} desc nulls last`, sql`${shipments.id} desc nulls last`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    shipments: page.map(({ shipment, documents }) =>
      toShipmentDto(
        shipment,
        documents.map((d) => ({ ...d, updatedAt: new Date(d.updatedAt), finalizedAt: d.finalizedAt ? new Date(d.finalizedAt) : null })),
      ),
    ),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAtExact, id: last.shipment.id }) : null,
  };
}
