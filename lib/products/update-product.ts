import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError, toIssues } from "@/lib/contract/errors";
import { compact } from "@/lib/master-data/fields";
import { products } from "@/models";
import { toProductDto } from "./dto";
import type { ProductDto } from "./schemas";
import { getOwnedProduct } from "./access";
import { ZProductData, type ZProductFields } from "./schemas";

export type UpdateProductOptions = {
  actor: Actor;
  productId: string;
  changes: Partial<z.output<typeof ZProductFields>>;
};

/**
 * Changes some fields of one of the actor's products: fields sent replace the saved ones, "" or
 * null clears one, fields left out stay. The merged product must still be valid (a description,
 * a currency with a price, gross weight at least net weight).
 */
export async function updateProduct({ actor, productId, changes }: UpdateProductOptions): Promise<ProductDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await getOwnedProduct(tx, actor, productId, { forUpdate: true });
    const merged = ZProductData.safeParse({ ...current.data, ...changes });
    if (!merged.success) {
      const issues = toIssues(merged.error).map((i) => ({ ...i, path: i.path ? `data.${i.path}` : "data" }));
      throw new AppError("validation_failed", issues[0]!.message, { issues });
    }
    const data = compact(merged.data);
    const [row] = await tx
      .update(products)
      .set({ data, updatedAt: new Date() })
      .where(eq(products.id, current.id))
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "product.updated",
      entityType: "product",
      entityId: current.id,
      data: { fields: Object.keys(changes).sort() },
    });
    return toProductDto(row!);
  });
}
