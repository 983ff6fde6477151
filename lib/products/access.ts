import { and, eq } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import type { DbOrTx } from "@/lib/db/client";
import { notFound } from "@/lib/contract/errors";
import { products, type ProductRow } from "@/models";

/**
 * The one place that decides which saved products an actor may touch: their own. Another
 * user's product answers the same 404 as one that does not exist.
 */
export async function getOwnedProduct(
  db: DbOrTx,
  actor: Actor,
  productId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProductRow> {
  // Drizzle's and() drops undefined silently: a missing actor must fail loudly instead.
  requireUserId(actor, "getOwnedProduct");
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.ownerId, actor.userId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("Product not found.");
  return row;
}
