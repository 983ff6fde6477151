import { createProduct } from "@/lib/products/create-product";
import { toProductDto } from "@/lib/products/dto";
import { createProductEndpoint, listProductsEndpoint } from "@/lib/products/endpoints";
import { listProducts } from "@/lib/products/list-products";
import { route } from "@/lib/http/route";

export const GET = route(listProductsEndpoint, async ({ actor, query }) => {
  const { rows, nextCursor } = await listProducts({
    actor,
    limit: query.limit,
    cursor: query.cursor,
    query: query.q || undefined,
  });
  return { products: rows.map(toProductDto), nextCursor };
});

export const POST = route(createProductEndpoint, async ({ actor, body }) => ({
  product: toProductDto(await createProduct({ actor, data: body.data })),
}));
