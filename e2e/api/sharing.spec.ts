import { expect, test } from "@playwright/test";
import { registerUser } from "../fixtures/accounts";
import { bearer, expectError, expectFieldIssue, isolatedContext } from "../fixtures/api";

/**
 * Sharing through the production server: the static segments (/api/shipments/share-users,
 * /sharedwithme, /revoke-access/…, /{id}/sharedwithusers, /api/document/{id}/{x}/permission)
 * resolve to their own routes and not to /api/shipments/{id} or /{id}/{x}; a revocation counts
 * from the next request.
 */
test("share, read the shares, check permission, revoke: every sharing route over HTTP", async ({ playwright }) => {
  const api = await isolatedContext(playwright);
  const owner = await registerUser(api);
  const forwarder = await registerUser(api, { role: "freight_forwarder", firstName: "Farid", lastName: "Khan" });
  const asOwner = bearer(owner.token);
  const asForwarder = bearer(forwarder.token);

  const created = await api.post("/api/shipments", {
    headers: asOwner,
    data: { reference: `SHARE-${Date.now()}`, templates: ["commercial_invoice", "packing_list"] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { shipment } = await created.json();

  await expectFieldIssue(
    await api.put("/api/shipments/share-users", {
      headers: asOwner,
      data: { shipmentId: shipment.id, email: owner.email, forms: [{ name: "packing_list", access: "read" }] },
    }),
    "email",
  );
  const shared = await api.put("/api/shipments/share-users", {
    headers: asOwner,
    data: {
      shipmentId: shipment.id,
      email: forwarder.email,
      forms: [
        { name: "commercial_invoice", access: "edit" },
        { name: "packing_list", access: "read" },
      ],
    },
  });
  expect(shared.status(), await shared.text()).toBe(200);

  // The owner learns who holds the address once the forwarder opens the share.
  expect((await api.get(`/api/shipments/${shipment.id}`, { headers: asForwarder })).status()).toBe(200);
  const sharees = await api.get(`/api/shipments/${shipment.id}/sharedwithusers`, { headers: asOwner });
  expect(sharees.status()).toBe(200);
  expect((await sharees.json()).users).toEqual([expect.objectContaining({ userId: forwarder.id, name: "Farid Khan" })]);

  const mine = await api.get("/api/shipments/sharedwithme", { headers: asForwarder });
  expect(mine.status()).toBe(200);
  const body = await mine.json();
  expect(body.shipments.map((i: { shipment: { id: string } }) => i.shipment.id)).toEqual([shipment.id]);

  const edit = await api.get(`/api/document/${shipment.id}/commercial_invoice/permission`, { headers: asForwarder });
  // sharedBy (who shared it) is the sharing screens' addition.
  expect(await edit.json()).toEqual({
    hasEditAccess: true,
    sharedBy: expect.objectContaining({ id: owner.id, email: owner.email }),
  });
  const read = await api.get(`/api/document/${shipment.id}/packing_list/permission`, { headers: asForwarder });
  expect(await read.json()).toEqual({ hasEditAccess: false, sharedBy: expect.objectContaining({ id: owner.id }) });
  await expectError(
    await api.put(`/api/shipments/${shipment.id}/packing_list`, {
      headers: asForwarder,
      data: { data: { remarks: "forced" } },
    }),
    403,
    { code: "forbidden" },
  );
  await expectError(await api.get(`/api/shipments/${shipment.id}/sharedwithusers`, { headers: asForwarder }), 404);

  const revoked = await api.delete(`/api/shipments/revoke-access/${shipment.id}/${forwarder.id}`, { headers: asOwner });
  expect(revoked.status(), await revoked.text()).toBe(204);
  await expectError(await api.get(`/api/shipments/${shipment.id}/commercial_invoice`, { headers: asForwarder }), 404);
  await expectError(
    await api.get(`/api/document/${shipment.id}/commercial_invoice/permission`, { headers: asForwarder }),
    404,
  );
  expect((await (await api.get("/api/shipments/sharedwithme", { headers: asForwarder })).json()).shipments).toEqual([]);
});
