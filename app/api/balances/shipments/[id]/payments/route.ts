import { route } from "@/lib/http/route";
import { toPaymentDto } from "@/lib/payments/dto";
import { listShipmentPaymentsEndpoint, recordPaymentEndpoint } from "@/lib/payments/endpoints";
import { listShipmentPayments } from "@/lib/payments/list-shipment-payments";
import { recordPayment } from "@/lib/payments/record-payment";

export const GET = route(listShipmentPaymentsEndpoint, async ({ actor, params, query }) => {
  const { payments, balance, nextCursor } = await listShipmentPayments({
    actor,
    shipmentId: params.id,
    limit: query.limit,
    cursor: query.cursor,
  });
  return { balance: balance.dto, payments: payments.map(toPaymentDto), nextCursor };
});

export const POST = route(recordPaymentEndpoint, async ({ actor, params, body }) => {
  const { payment, balance } = await recordPayment({ actor, shipmentId: params.id, input: body });
  return { payment: toPaymentDto(payment), balance: balance.dto };
});
