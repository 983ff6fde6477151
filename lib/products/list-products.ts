import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { afterCursor, encodeCursor, microsOf, type KeysetPosition } from "@/lib/db/keyset-cursor";
import { products } from "@/models";
import { toProductDto } from "./dto";
import type { ProductDto } from "./schemas";

export type ListProductsOptions = { actor: Actor; limit: number; cursor?: KeysetPosition; query?: string };

/** `%` and `_` in what the user typed are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The actor's products, newest first, one page at a time (keyset on the owner index
 * products_owner_created_idx); optionally those whose description, product code or HS code
 * contains a text.
 */
export async function listProducts({
  actor,
  limit,
  cursor,
  query,
}: ListProductsOptions): Promise<{ products: ProductDto[]; nextCursor: string | null }> {
  const db = await getDb();
  const filters: SQL[] = [eq(products.ownerId, actor.userId)];
  if (cursor) filters.push(afterCursor(products.createdAt, products.id, cursor));
  if (query) {
    const pattern = likePattern(query);
    filters.push(
      or(
        ilike(sql`${products.data}->>'description'`, pattern),
        ilike(sql`${products.data}->>'sku'`, pattern),
        ilike(sql`${products.data}->>'hsCode'`, pattern),
      )!,
    );
  }
  const rows = await db
    .select({ row: products, micros: microsOf(products.createdAt) })
    .from(products)
    .where(and(...filters))
    // NULLS LAST like products_owner_created_idx: plain DESC (nulls first) would make PostgreSQL sort instead of reading the index.
    .orderBy(sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    products: page.map((r) => toProductDto(r.row)),
    nextCursor: rows.length > limit && last ? encodeCursor({ micros: last.micros, id: last.row.id }) : null,
  };
}
