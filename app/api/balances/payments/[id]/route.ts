import { route } from "@/lib/http/route";
import { deletePayment } from "@/lib/payments/delete-payment";
import { toPaymentDto } from "@/lib/payments/dto";
import { deletePaymentEndpoint, updatePaymentEndpoint } from "@/lib/payments/endpoints";
import { updatePayment } from "@/lib/payments/update-payment";

export const PATCH = route(updatePaymentEndpoint, async ({ actor, params, body }) => {
  const { payment, balance } = await updatePayment({ actor, paymentId: params.id, changes: body });
  return { payment: toPaymentDto(payment), balance: balance.dto };
});

export const DELETE = route(deletePaymentEndpoint, async ({ actor, params }) => {
  await deletePayment({ actor, paymentId: params.id });
});
