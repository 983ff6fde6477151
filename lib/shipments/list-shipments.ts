import { and, eq, ilike, sql, type SQL } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb, type Db } from "@/lib/db/client";
import { invalidCursor, isCursorTimestamp, isCursorUuid, packCursor, unpackCursor } from "@/lib/db/keyset-cursor";
import { AppError } from "@/lib/contract/errors";
import { shipmentDocuments, shipments, type DocumentState, type ShipmentStatus } from "@/models";
import { attentionSql } from "./attention";
import { toShipmentDto } from "./dto";
import type { ShipmentAttention, ShipmentDto, ShipmentSort } from "./schemas";

export type ListShipmentsOptions = {
  actor: Actor;
  limit: number;
  cursor?: string;
  q?: string;
  status?: ShipmentStatus;
  attention?: ShipmentAttention;
  sort?: ShipmentSort;
};

type SummaryJson = {
  name: string;
  state: DocumentState;
  version: number;
  updatedAt: string;
  finalizedAt: string | null;
};

/**
 * Each order with the key its cursor carries and the ORDER BY / keyset predicate that match an
 * index, so a page is an index range scan whatever the page depth (keyset, not OFFSET):
 * - newest: (owner_id[, status], created_at DESC, id DESC), scanned forwards;
 * - oldest: the same indexes scanned backwards, which yields ASC NULLS FIRST (the reverse of
 *   DESC NULLS LAST): the columns are NOT NULL, but the planner matches the NULLS clause anyway;
 * - updated: (owner_id[, status], updated_at DESC, id DESC);
 * - reference: (owner_id, reference) unique and (owner_id, status, reference); reference is
 *   unique per owner, so it needs no tie-break. Plain text order of the database collation (not
 *   case-folded: an expression index on lower(reference) would be needed for that).
 * Plain DESC means NULLS FIRST, which PostgreSQL cannot serve from a DESC (NULLS LAST) index and
 * answers with a sort of all the owner's rows (measured: 8× slower at 100k), hence the NULLS clauses.
 */
const ORDERS = {
  newest: {
    key: (exact: KeyColumns) => exact.createdAt,
    orderBy: () => [sql`${shipments.createdAt} desc nulls last`, sql`${shipments.id} desc nulls last`],
    after: (key: string, id: string) =>
      sql`(${shipments.createdAt}, ${shipments.id}) < (${key}::timestamptz, ${id}::uuid)`,
  },
  oldest: {
    key: (exact: KeyColumns) => exact.createdAt,
    orderBy: () => [sql`${shipments.createdAt} asc nulls first`, sql`${shipments.id} asc nulls first`],
    after: (key: string, id: string) =>
      sql`(${shipments.createdAt}, ${shipments.id}) > (${key}::timestamptz, ${id}::uuid)`,
  },
  updated: {
    key: (exact: KeyColumns) => exact.updatedAt,
    orderBy: () => [sql`${shipments.updatedAt} desc nulls last`, sql`${shipments.id} desc nulls last`],
    after: (key: string, id: string) =>
      sql`(${shipments.updatedAt}, ${shipments.id}) < (${key}::timestamptz, ${id}::uuid)`,
  },
  reference: {
    key: (exact: KeyColumns) => exact.reference,
    orderBy: () => [sql`${shipments.reference} asc`],
    after: (key: string) => sql`${shipments.reference} > ${key}`,
  },
} satisfies Record<ShipmentSort, unknown>;

type KeyColumns = { createdAt: string; updatedAt: string; reference: string };
type Cursor = { sort: ShipmentSort; key: string; id: string };

/** The cursor carries the exact PostgreSQL timestamp (microseconds) of the last row, not a JS Date (milliseconds), and the order it belongs to. */
const encodeCursor = (cursor: Cursor) => packCursor([cursor.sort, cursor.key, cursor.id]);
function decodeCursor(value: string, sort: ShipmentSort): Cursor {
  const invalid = () => invalidCursor("The cursor is not valid; start again from the first page.");
  const parsed = unpackCursor(value, 3);
  if (!parsed) throw invalid();
  const [cursorSort, key, id] = parsed as [string, string, string];
  if (!Object.hasOwn(ORDERS, cursorSort) || !isCursorUuid(id)) throw invalid();
  if (cursorSort !== sort) {
    throw new AppError(
      "validation_failed",
      `The cursor belongs to the "${cursorSort}" order, not "${sort}"; start again from the first page.`,
      {
        issues: [{ path: "cursor", message: `Cursor of the "${cursorSort}" order used with sort=${sort}.` }],
      },
    );
  }
  if (cursorSort !== "reference" && !isCursorTimestamp(key)) throw invalid();
  return { sort, key, id };
}

// LIKE wildcards in the search are literal characters.
const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The owner's shipments in the requested order (default newest first), with a stable tie-break on id. */
export async function listShipments(
  options: ListShipmentsOptions,
): Promise<{ shipments: ShipmentDto[]; nextCursor: string | null }> {
  const { limit, sort = "newest" } = options;
  const rows = await shipmentsPageQuery(await getDb(), options);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    shipments: page.map(({ shipment, documents }) =>
      toShipmentDto(
        shipment,
        documents.map((d) => ({
          ...d,
          updatedAt: new Date(d.updatedAt),
          finalizedAt: d.finalizedAt ? new Date(d.finalizedAt) : null,
        })),
      ),
    ),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({
            sort,
            key: ORDERS[sort].key({
              createdAt: last.createdAtExact,
              updatedAt: last.updatedAtExact,
              reference: last.shipment.reference,
            }),
            id: last.shipment.id,
          })
        : null,
  };
}

/**
 * One page plus one row (to know whether another follows). Exported so the integration test can
 * EXPLAIN the exact query and check that every order is served by an index (no Sort node).
 */
export function shipmentsPageQuery(
  db: Db,
  { actor, limit, cursor, q, status, attention, sort = "newest" }: ListShipmentsOptions,
) {
  requireUserId(actor, "listShipments");
  const conditions: SQL[] = [eq(shipments.ownerId, actor.userId)];
  if (status) conditions.push(eq(shipments.status, status));
  if (attention) conditions.push(attentionSql(attention, sql`"shipments"`));
  if (q) conditions.push(ilike(shipments.reference, `%${escapeLike(q)}%`));
  if (cursor) {
    const after = decodeCursor(cursor, sort);
    conditions.push(ORDERS[sort].after(after.key, after.id));
  }
  // The page's document summaries come in the same query (one round trip, not two), through the
  // (shipment_id, name) unique index.
  return db
    .select({
      // Only what the list shows: not sharedData (the shipment's whole shared form data, jsonb),
      // which every row would otherwise ship, parse and drop (bench/README.md).
      shipment: {
        id: shipments.id,
        reference: shipments.reference,
        status: shipments.status,
        templates: shipments.templates,
        createdAt: shipments.createdAt,
        updatedAt: shipments.updatedAt,
      },
      createdAtExact: sql<string>`${shipments.createdAt}::text`,
      updatedAtExact: sql<string>`${shipments.updatedAt}::text`,
      documents: sql<SummaryJson[]>`(
        select coalesce(json_agg(json_build_object('name', d.name, 'state', d.state, 'version', d.version, 'updatedAt', d.updated_at, 'finalizedAt', d.finalized_at)), '[]'::json)
        from ${shipmentDocuments} d where d.shipment_id = "shipments"."id")`,
    })
    .from(shipments)
    .where(and(...conditions))
    .orderBy(...ORDERS[sort].orderBy())
    .limit(limit + 1);
}
