import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { registerUser } from "../fixtures/accounts";
import { bearer, expectError, isolatedContext } from "../fixtures/api";

/**
 * Against the production build: static segments (/api/shipments/status/{id}, …) win over the
 * document route /api/shipments/{id}/{x}, pdfkit and its fonts work in the built server, and the
 * verification page renders per request.
 */
test("shipment routes resolve as documented and a finalised PDF verifies", async ({ playwright }) => {
  const api = await isolatedContext(playwright);
  const user = await registerUser(api);
  const auth = bearer(user.token);
  const created = await api.post("/api/shipments", {
    headers: auth,
    data: { reference: `E2E-${Date.now()}`, templates: ["commercial_invoice"] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { shipment } = await created.json();

  const docs = await api.put(`/api/shipments/documents/${shipment.id}`, {
    headers: auth,
    data: { documents: ["commercial_invoice", "packing_list"] },
  });
  expect(docs.status(), await docs.text()).toBe(200);
  expect((await docs.json()).shipment.templates).toEqual(["commercial_invoice", "packing_list"]);
  expect(
    (
      await api.put(`/api/shipments/status/${shipment.id}`, { headers: auth, data: { status: "in_progress" } })
    ).status(),
  ).toBe(200);
  expect(
    (
      await api.put(`/api/shipments/reference/${shipment.id}`, {
        headers: auth,
        data: { reference: `${shipment.reference}-R` },
      })
    ).status(),
  ).toBe(200);
  // A template key that does not exist is a 404, not another route.
  await expectError(await api.get(`/api/shipments/${shipment.id}/status`, { headers: auth }), 404);

  const save = await api.put(`/api/shipments/${shipment.id}/commercial_invoice`, {
    headers: auth,
    data: {
      version: 0,
      data: {
        invoiceNumber: "E2E-1",
        invoiceDate: "2026-11-21",
        exporter: { name: "E2E Exports", address: "1 Dock Road", country: "IN" },
        consignee: { name: "Gulf Traders LLC", address: "Port Saeed", country: "AE" },
        incoterm: { rule: "FOB", place: "Nhava Sheva" },
        currency: "USD",
        lineItems: [{ description: "Cotton shirts", hsCode: "620520", quantity: "10", unit: "PCS", unitPrice: "4.25" }],
      },
    },
  });
  expect(save.status(), await save.text()).toBe(200);
  const final = await api.post(`/api/shipments/${shipment.id}/commercial_invoice/finalise`, {
    headers: auth,
    data: { version: 1 },
  });
  expect(final.status(), await final.text()).toBe(200);
  const { document } = await final.json();

  const pdf = await api.get(`/api/shipments/${shipment.id}/commercial_invoice/pdf?download=1`, { headers: auth });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(
    createHash("sha256")
      .update(await pdf.body())
      .digest("hex"),
  ).toBe(document.pdfSha256);

  const page = await api.get(document.verifyUrl);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain("Verified");
  expect(html).toContain("Commercial invoice");
  expect(html).not.toContain(shipment.reference);
  const unknown = await api.get(`/verify/document/${"0".repeat(64)}`);
  expect(await unknown.text()).toContain("Not verified");
});
