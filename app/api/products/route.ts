import { createProduct } from "@/lib/products/create-product";
import { createProductEndpoint, listProductsEndpoint } from "@/lib/products/endpoints";
import { listProducts } from "@/lib/products/list-products";
import { route } from "@/lib/http/route";

export const GET = route(listProductsEndpoint, async ({ actor, query }) => {
  return listProducts({
    actor,
    limit: query.limit,
    cursor: query.cursor,
    query: query.q || undefined,
  });
});

export const POST = route(createProductEndpoint, async ({ actor, body }) => ({
  product: await createProduct({ actor, data: body.data }),
}));
