import { PUT as saveDoc } from "@/app/api/shipments/[id]/[x]/route";
import { PUT as putLc } from "@/app/api/shipments/[id]/letter-of-credit/route";
import { POST as createShipment } from "@/app/api/shipments/route";
import { PUT as share } from "@/app/api/shipments/share-users/route";
import type { TestUser } from "@/test/accounts";
import { call } from "@/test/http";
import { sampleData } from "@/test/sample-invoice";

/**
 * The world the compliance integration tests start from: a shipment (commercial invoice saved
 * with two sample lines, a packing list) with a letter of credit, optionally shared.
 */
export const LC_BODY = {
  documentaryCreditNumber: "LC/2026/0042",
  dateOfIssue: "2026-05-01",
  expiryDate: "2026-07-15",
  expiryPlace: "MUMBAI, INDIA",
  applicant: "GULF TRADERS LLC\nPORT SAEED, DUBAI",
  beneficiary: "ASHA TEXTILES PVT LTD\nMUMBAI",
  currency: "USD",
  amount: "900.00",
  tolerancePlusPercent: 5,
  toleranceMinusPercent: 5,
  partialShipments: "not_allowed",
  transhipment: "allowed",
  portOfLoading: "NHAVA SHEVA, INDIA",
  portOfDischarge: "JEBEL ALI, UAE",
  latestShipmentDate: "2026-06-05",
  goodsDescription: "COTTON SHIRTS",
  documentsRequired: ["commercial_invoice", "packing_list"],
};

export async function ok(promise: Promise<{ status: number; body: any }>, status: number) {
  const res = await promise;
  if (res.status !== status)
    throw new Error(`world setup: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function makeWorld(o: TestUser, sharees: { edit?: TestUser; read?: TestUser } = {}): Promise<string> {
  const token = o.token;
  const { shipment } = await ok(
    call(createShipment, {
      method: "POST",
      token,
      json: {
        reference: `CC-${Math.random().toString(36).slice(2, 10)}`,
        templates: ["commercial_invoice", "packing_list"],
      },
    }),
    201,
  );
  await ok(
    call(saveDoc, {
      method: "PUT",
      token,
      params: { id: shipment.id, x: "commercial_invoice" },
      json: { data: sampleData(2) },
    }),
    200,
  );
  for (const [access, user] of [
    ["edit", sharees.edit],
    ["read", sharees.read],
  ] as const) {
    if (!user) continue;
    await ok(
      call(share, {
        method: "PUT",
        token,
        json: { shipmentId: shipment.id, email: user.email, forms: [{ name: "commercial_invoice", access }] },
      }),
      200,
    );
  }
  await ok(call(putLc, { method: "PUT", token, params: { id: shipment.id }, json: LC_BODY }), 200);
  return shipment.id;
}
