import { ZIdParams } from "@/lib/contract/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";
import {
  ZBalanceListQuery,
  ZBalanceListResponse,
  ZPaymentListQuery,
  ZPaymentResponse,
  ZRecordPaymentBody,
  ZShipmentPaymentsResponse,
  ZUpdatePaymentBody,
} from "./schemas";

const tag = "Payments";
const OWNER_ONLY =
  "Only the shipment's owner sees and records its payments: anyone else, including a user the shipment is shared with, gets 404.";

export const listBalancesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/balances",
  tag,
  summary: "My balances",
  description:
    "Per shipment (newest first, 50 per page by default, `limit` 1–200, pass `nextCursor` back as `cursor`): the invoiced total (the commercial invoice's server-computed total, else the proforma invoice's, else null) and its currency, the payments summed per currency, and the outstanding amount in the invoice's currency (negative when overpaid; null on a cancelled shipment). The first page also carries `totals` per currency over all the user's shipments. Amounts are decimal strings; currencies are never converted.",
  access: "user",
  query: ZBalanceListQuery,
  response: ZBalanceListResponse,
  errors: ["validation_failed"],
});

export const listShipmentPaymentsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/balances/shipments/{id}/payments",
  tag,
  summary: "A shipment's payments",
  description: `Newest payment date first, then id; 100 per page by default (\`limit\` 1–200, \`cursor\`). With the shipment's balance over all its payments. ${OWNER_ONLY}`,
  access: "user",
  params: ZIdParams,
  query: ZPaymentListQuery,
  response: ZShipmentPaymentsResponse,
  errors: ["validation_failed", "not_found"],
});

export const recordPaymentEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/balances/shipments/{id}/payments",
  tag,
  summary: "Record a payment",
  description: `\`amount\` is a decimal string ("1250.50"; a JSON number is a 400) with at most the currency's minor digits. \`currency\` defaults to the shipment's invoice currency (400 when it has none). \`paymentDate\` is YYYY-MM-DD, not after today (UTC). \`notes\` at most 500 characters. Unknown fields are refused. Answers the payment and the shipment's new balance. At most 1,000 payments per shipment (422). ${OWNER_ONLY}`,
  access: "user",
  params: ZIdParams,
  body: ZRecordPaymentBody,
  response: ZPaymentResponse,
  status: 201,
  errors: ["validation_failed", "not_found", "unprocessable"],
});

export const updatePaymentEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/api/balances/payments/{id}",
  tag,
  summary: "Correct a payment",
  description: `The fields sent replace the stored ones (same rules as recording); \`notes\` "" or null clears them. Answers the payment and the shipment's new balance. ${OWNER_ONLY}`,
  access: "user",
  params: ZIdParams,
  body: ZUpdatePaymentBody,
  response: ZPaymentResponse,
  errors: ["validation_failed", "not_found"],
});

export const deletePaymentEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/balances/payments/{id}",
  tag,
  summary: "Delete a payment",
  description: `The audit log keeps what it was. ${OWNER_ONLY}`,
  access: "user",
  params: ZIdParams,
  status: 204,
  errors: ["not_found"],
});

/** The payment and balance calls (spec §7). */
export const paymentEndpoints = [
  listBalancesEndpoint,
  listShipmentPaymentsEndpoint,
  recordPaymentEndpoint,
  updatePaymentEndpoint,
  deletePaymentEndpoint,
];
