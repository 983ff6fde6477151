import { route } from "@/lib/http/route";
import { deletePayment } from "@/lib/payments/delete-payment";
import { deletePaymentEndpoint, updatePaymentEndpoint } from "@/lib/payments/endpoints";
import { updatePayment } from "@/lib/payments/update-payment";

export const PATCH = route(updatePaymentEndpoint, async ({ actor, params, body }) =>
  updatePayment({ actor, paymentId: params.id, changes: body }),
);

export const DELETE = route(deletePaymentEndpoint, async ({ actor, params }) => {
  await deletePayment({ actor, paymentId: params.id });
});
