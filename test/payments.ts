import { expect } from "vitest";
import { DELETE as deletePaymentRoute, PATCH as updatePaymentRoute } from "@/app/api/balances/payments/[id]/route";
import { GET as listBalancesRoute } from "@/app/api/balances/route";
import { GET as listPaymentsRoute, POST as recordPaymentRoute } from "@/app/api/balances/shipments/[id]/payments/route";
import { PUT as saveDocumentRoute } from "@/app/api/shipments/[id]/[x]/route";
import { POST as createShipmentRoute } from "@/app/api/shipments/route";
import type { TestUser } from "@/test/accounts";
import { call } from "@/test/http";

/** Calls of the payments API for the integration tests (real Requests through the route wrapper). */
export const record = (user: TestUser, shipmentId: string, json: unknown) =>
  call(recordPaymentRoute, { method: "POST", token: user.token, params: { id: shipmentId }, json });
export const patch = (user: TestUser, paymentId: string, json: unknown) =>
  call(updatePaymentRoute, { method: "PATCH", token: user.token, params: { id: paymentId }, json });
export const remove = (user: TestUser, paymentId: string) =>
  call(deletePaymentRoute, { method: "DELETE", token: user.token, params: { id: paymentId } });
export const listPayments = (user: TestUser, shipmentId: string, qs = "") =>
  call(listPaymentsRoute, {
    token: user.token,
    params: { id: shipmentId },
    path: `/api/balances/shipments/${shipmentId}/payments${qs}`,
  });
export const listBalances = (user: TestUser, qs = "") =>
  call(listBalancesRoute, { token: user.token, path: `/api/balances${qs}` });

let counter = 0;

type Line = { quantity: string; unitPrice: string };

/**
 * A shipment of `user` with the given templates; `invoice` fills the named invoice document
 * (currency and line items, which are shared data; `charges` are the document's own fields).
 */
export async function newShipment(
  user: TestUser,
  options: {
    templates?: string[];
    invoice?: { name?: string; currency?: string; lines?: Line[]; charges?: Record<string, string> };
  } = {},
): Promise<string> {
  counter += 1;
  const templates = options.templates ?? ["commercial_invoice"];
  const created = await call(createShipmentRoute, {
    method: "POST",
    token: user.token,
    json: { reference: `PAY-${Date.now()}-${counter}`, templates },
  });
  expect(created.status).toBe(201);
  const id = created.body.shipment.id as string;
  if (options.invoice) {
    const { name = "commercial_invoice", currency, lines, charges = {} } = options.invoice;
    const data = {
      ...(currency ? { currency } : {}),
      ...charges,
      ...(lines
        ? {
            lineItems: lines.map((l, i) => ({
              description: `Item ${i + 1}`,
              quantity: l.quantity,
              unit: "PCS",
              unitPrice: l.unitPrice,
            })),
          }
        : {}),
    };
    const saved = await call(saveDocumentRoute, {
      method: "PUT",
      token: user.token,
      params: { id, x: name },
      json: { data },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  return id;
}

/** Today and tomorrow in UTC, the server's calendar for payment dates. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
export const tomorrowUtc = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
