import { count, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { compact } from "@/lib/master-data/fields";
import { products } from "@/models";
import { toProductDto } from "./dto";
import type { ProductDto } from "./schemas";
import type { ProductData } from "./schemas";

/** A generous ceiling that keeps one account from filling the database. */
export const MAX_PRODUCTS = 10_000;

export type CreateProductOptions = { actor: Actor; data: ProductData };

/** Saves a product for line items; `data` is already checked by ZProductData. */
export async function createProduct({ actor, data }: CreateProductOptions): Promise<ProductDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(products).where(eq(products.ownerId, actor.userId));
    if ((existing?.n ?? 0) >= MAX_PRODUCTS) {
      throw new AppError(
        "unprocessable",
        `You can save at most ${MAX_PRODUCTS.toLocaleString("en")} products. Delete products you no longer use.`,
      );
    }
    const [row] = await tx
      .insert(products)
      .values({ ownerId: actor.userId, data: compact(data) })
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "product.created",
      entityType: "product",
      entityId: row!.id,
      data: { description: data.description, hsCode: data.hsCode },
    });
    return toProductDto(row!);
  });
}
