import { route } from "@/lib/http/route";
import { listShipmentPaymentsEndpoint, recordPaymentEndpoint } from "@/lib/payments/endpoints";
import { listShipmentPayments } from "@/lib/payments/list-shipment-payments";
import { recordPayment } from "@/lib/payments/record-payment";

export const GET = route(listShipmentPaymentsEndpoint, async ({ actor, params, query }) =>
  listShipmentPayments({ actor, shipmentId: params.id, limit: query.limit, cursor: query.cursor }),
);

export const POST = route(recordPaymentEndpoint, async ({ actor, params, body }) =>
  recordPayment({ actor, shipmentId: params.id, input: body }),
);
