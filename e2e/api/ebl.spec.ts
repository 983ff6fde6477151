import { expect, test, type APIRequestContext } from "@playwright/test";
import { KYC_DOCUMENT_TYPES } from "../../lib/verification/document-types";
import { sampleTransportDocument } from "../../test/ebl-documents";
import { registerUser, type RegisteredUser } from "../fixtures/accounts";
import { bearer, expectError, expectFieldIssue, fromIp, isolatedContext } from "../fixtures/api";
import { INDIAN_BUSINESS, pdfFile } from "../fixtures/kyc";
import { E2E_ADMIN } from "../fixtures/ports";

/**
 * The eBL lifecycle through the production server with bearer tokens: draft, issue, transfer,
 * endorse, surrender, accept, chain and export; strangers 404. Also that the dynamic segment
 * /api/envelopes/{id}/… and the static /api/envelopes/verify do not shadow each other.
 */
async function verifiedUser(
  api: APIRequestContext,
  adminToken: string,
  role: string,
  legalName: string,
): Promise<RegisteredUser> {
  const user = await registerUser(api, { role, firstName: legalName.split(" ")[0] });
  for (const documentType of KYC_DOCUMENT_TYPES) {
    const upload = await api.post("/api/pdfdocs", {
      headers: bearer(user.token),
      multipart: { uid: user.id, documentType, file: pdfFile(`${documentType}.pdf`) },
    });
    expect(upload.status(), await upload.text()).toBe(201);
  }
  const submitted = await api.put("/api/users/verify", {
    headers: bearer(user.token),
    data: { ...INDIAN_BUSINESS, legalName },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const approved = await api.post(`/api/admin/verifications/${user.id}/approve`, {
    headers: bearer(adminToken),
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return user;
}

test("the full eBL lifecycle over HTTP", async ({ playwright }) => {
  test.setTimeout(120_000);
  const api = await isolatedContext(playwright);
  const login = await api.post("/api/auth/login", { data: E2E_ADMIN, headers: fromIp() });
  expect(login.status()).toBe(200);
  const adminToken = (await login.json()).token as string;
  const carrier = await verifiedUser(api, adminToken, "shipping_line", "Oceanic Lines Private Limited");
  const shipper = await verifiedUser(api, adminToken, "exporter", "Asha Exports Private Limited");
  const bank = await verifiedUser(api, adminToken, "bank", "Coastal Bank Limited");
  const buyer = await verifiedUser(api, adminToken, "importer", "Hanse Imports Private Limited");
  const stranger = await registerUser(api);

  // A draft names only businesses that already work with its creator: the shipper connects with its carrier first.
  const invited = await api.post("/api/network", { headers: bearer(shipper.token), data: { email: carrier.email } });
  expect(invited.status(), await invited.text()).toBe(201);
  const approved = await api.patch("/api/network", {
    headers: bearer(carrier.token),
    data: { email: shipper.email, status: "CONNECTED" },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await expectFieldIssue(await api.post("/api/envelopes", { headers: bearer(shipper.token), data: {} }), "carrier");
  const created = await api.post("/api/envelopes", {
    headers: bearer(shipper.token),
    data: { carrier: carrier.email, transportDocument: sampleTransportDocument({ isToOrder: true }) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { envelope: draft } = await created.json();
  expect(draft).toMatchObject({
    status: "DRAFT",
    isToOrder: true,
    issuer: { id: carrier.id },
    shipper: { id: shipper.id },
  });

  const issued = await api.post(`/api/envelopes/${draft.id}/issue`, { headers: bearer(carrier.token), data: {} });
  expect(issued.status(), await issued.text()).toBe(200);
  let { envelope } = await issued.json();
  expect(envelope).toMatchObject({ status: "ISSUED", possessor: { id: shipper.id } });

  const steps: [RegisteredUser, string, Record<string, unknown>][] = [
    [shipper, "endorse", { actionCode: "ENDORSE_TO_ORDER", recipient: bank.email }],
    [bank, "endorse", { actionCode: "ENDORSE", recipient: buyer.id }],
    [buyer, "surrender", { type: "DELIVERY" }],
    [carrier, "surrender-response", { accept: true }],
  ];
  for (const [user, action, body] of steps) {
    const res = await api.post(`/api/envelopes/${draft.id}/${action}`, {
      headers: bearer(user.token),
      data: { ...body, expectedLastEntryChecksum: envelope.lastEntryChecksum },
    });
    expect(res.status(), `${action}: ${await res.text()}`).toBe(200);
    envelope = (await res.json()).envelope;
  }
  expect(envelope.status).toBe("SURRENDERED_FOR_DELIVERY");

  const chain = await api.get(`/api/envelopes/${draft.id}/chain`, { headers: bearer(bank.token) });
  expect(chain.status()).toBe(200);
  const { entries } = await chain.json();
  expect(entries.map((e: { actionCode: string }) => e.actionCode)).toEqual([
    "ISSUE",
    "ENDORSE_TO_ORDER",
    "ENDORSE",
    "SURRENDER_FOR_DELIVERY",
    "SACC",
  ]);

  const exported = await api.get(`/api/envelopes/${draft.id}/export`, { headers: bearer(shipper.token) });
  expect(exported.status()).toBe(200);
  expect(exported.headers()["content-disposition"]).toBe(
    `attachment; filename="ebl-${envelope.transportDocument.transportDocumentReference}.json"`,
  );
  const bundle = await exported.json();
  expect(bundle.envelopeTransferChain).toEqual(entries.map((e: { signedContent: string }) => e.signedContent));
  expect(bundle.exportlyKeys.keys[0]).toMatchObject({ kid: expect.any(String), alg: expect.any(String) });

  const listed = await api.get("/api/envelopes?role=history", { headers: bearer(bank.token) });
  expect((await listed.json()).envelopes.map((e: { id: string }) => e.id)).toContain(draft.id);

  // This context kept the session cookies that login and register set: a fresh one has no credential at all.
  const anonymous = await isolatedContext(playwright);
  for (const path of [
    `/api/envelopes/${draft.id}`,
    `/api/envelopes/${draft.id}/chain`,
    `/api/envelopes/${draft.id}/export`,
  ]) {
    await expectError(await api.get(path, { headers: bearer(stranger.token) }), 404);
    await expectError(await anonymous.get(path), 401);
  }
  await expectError(
    await api.post(`/api/envelopes/${draft.id}/endorse`, {
      headers: bearer(stranger.token),
      data: { actionCode: "TRANSFER", recipient: bank.email, expectedLastEntryChecksum: envelope.lastEntryChecksum },
    }),
    404,
  );
  await expectError(
    await api.post(`/api/envelopes/${draft.id}/endorse`, {
      headers: bearer(buyer.token),
      data: { actionCode: "TRANSFER", recipient: bank.email, expectedLastEntryChecksum: envelope.lastEntryChecksum },
    }),
    422,
    { code: "unprocessable" },
  );
});

test("/api/envelopes/{id}/endorse is its own route, and never takes the static verify segment for an id", async ({
  playwright,
}) => {
  const api = await isolatedContext(playwright);
  const user = await registerUser(api);
  // A real envelope id reaches the endorse route (its answer for an envelope the user is not party to).
  await expectError(
    await api.post("/api/envelopes/00000000-0000-4000-8000-000000000000/endorse", {
      headers: bearer(user.token),
      data: { actionCode: "TRANSFER", recipient: user.email, expectedLastEntryChecksum: "0".repeat(64) },
    }),
    404,
    { message: "eBL not found." },
  );
  // "verify" is not an envelope id: /api/envelopes/verify/endorse is no envelope's endorse route.
  const underVerify = await api.post("/api/envelopes/verify/endorse", { headers: bearer(user.token), data: {} });
  expect(underVerify.status()).toBe(404);
  expect(await underVerify.text()).not.toContain("eBL not found.");
});
