import { and, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/contract/errors";
import { products } from "@/models";

export type DeleteProductOptions = { actor: Actor; productId: string };

/**
 * Deletes one of the actor's saved products. Line items that were filled from it keep their
 * copy: autofill copies, it does not link.
 */
export async function deleteProduct({ actor, productId }: DeleteProductOptions): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(products)
      .where(and(eq(products.id, productId), eq(products.ownerId, actor.userId)))
      .returning({ id: products.id, data: products.data });
    if (!row) throw notFound("Product not found.");
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "product.deleted",
      entityType: "product",
      entityId: row.id,
      data: { description: row.data.description },
    });
  });
}
