import { deleteProduct } from "@/lib/products/delete-product";
import { deleteProductEndpoint, updateProductEndpoint } from "@/lib/products/endpoints";
import { updateProduct } from "@/lib/products/update-product";
import { route } from "@/lib/http/route";

export const PATCH = route(updateProductEndpoint, async ({ actor, params, body }) => ({
  product: await updateProduct({ actor, productId: params.id, changes: body.data }),
}));

export const DELETE = route(deleteProductEndpoint, async ({ actor, params }) => {
  await deleteProduct({ actor, productId: params.id });
});
