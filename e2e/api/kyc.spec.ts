import { expect, test } from "@playwright/test";
import { registerUser } from "../fixtures/accounts";
import { bearer, expectError, fromIp, isolatedContext } from "../fixtures/api";
import { INDIAN_BUSINESS, pdfFile } from "../fixtures/kyc";
import { E2E_ADMIN } from "../fixtures/ports";

test("POST /api/pdfdocs over HTTP: 201 for my PDF, 415 for another type, 413 over 10 MB, 404 for another user's uid or file", async ({
  playwright,
}) => {
  const api = await isolatedContext(playwright);
  // Registering stores a session cookie in `api`; visitors get a context of their own.
  const visitor = await isolatedContext(playwright);
  const owner = await registerUser(api);
  const other = await registerUser(api);

  const ok = await api.post("/api/pdfdocs", {
    headers: bearer(owner.token),
    multipart: { uid: owner.id, documentType: "pan_card", file: pdfFile("pan.pdf") },
  });
  expect(ok.status()).toBe(201);
  const { document } = (await ok.json()) as { document: { id: string; url: string } };

  const own = await api.get(document.url, { headers: bearer(owner.token) });
  expect(own.status()).toBe(200);
  expect(own.headers()["cache-control"]).toBe("private, no-store");
  expect((await own.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expectError(await api.get(document.url, { headers: bearer(other.token) }), 404, { code: "not_found" });
  await expectError(await visitor.get(document.url), 401);

  await expectError(
    await api.post("/api/pdfdocs", {
      headers: bearer(other.token),
      multipart: { uid: owner.id, documentType: "pan_card", file: pdfFile("x.pdf") },
    }),
    404,
  );
  await expectError(
    await api.post("/api/pdfdocs", {
      headers: bearer(owner.token),
      multipart: {
        uid: owner.id,
        documentType: "pan_card",
        file: { name: "pan.pdf", mimeType: "application/pdf", buffer: Buffer.from("GIF89a" + "x".repeat(5000)) },
      },
    }),
    415,
    { code: "unsupported_media_type" },
  );
  const big = Buffer.concat([pdfFile("big.pdf").buffer, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
  await expectError(
    await api.post("/api/pdfdocs", {
      headers: bearer(owner.token),
      multipart: {
        uid: owner.id,
        documentType: "pan_card",
        file: { name: "big.pdf", mimeType: "application/pdf", buffer: big },
      },
    }),
    413,
    {
      code: "payload_too_large",
    },
  );
  await api.dispose();
  await visitor.dispose();
});

test("PUT /api/users/verify over HTTP: a GSTIN with a bad check character is a 400 naming gstin", async ({
  playwright,
}) => {
  const api = await isolatedContext(playwright);
  const user = await registerUser(api);
  const res = await api.put("/api/users/verify", {
    headers: bearer(user.token),
    data: { ...INDIAN_BUSINESS, gstin: "27AAPFU0939F1ZA" },
  });
  const body = await expectError(res, 400, { code: "validation_failed" });
  expect(body.issues).toEqual([{ path: "gstin", message: expect.stringContaining("check digit") }]);
  await api.dispose();
});

test("every /api/admin endpoint answers 401 to a visitor and 404 to a signed-in non-admin; 200 to an admin", async ({
  playwright,
}) => {
  const api = await isolatedContext(playwright);
  const visitor = await isolatedContext(playwright);
  const user = await registerUser(api);
  const login = await api.post("/api/auth/login", { data: E2E_ADMIN, headers: fromIp() });
  const admin = (await login.json()) as { token: string };
  const id = user.id;
  const endpoints: [string, string][] = [
    ["GET", "/api/admin/users"],
    ["GET", `/api/admin/users/${id}`],
    ["PUT", `/api/admin/users/${id}/role`],
    ["DELETE", `/api/admin/users/${id}/sessions`],
    ["POST", `/api/admin/users/${id}/suspend`],
    ["POST", `/api/admin/users/${id}/reinstate`],
    ["GET", "/api/admin/verifications"],
    ["GET", `/api/admin/verifications/${id}`],
    ["POST", `/api/admin/verifications/${id}/approve`],
    ["POST", `/api/admin/verifications/${id}/reject`],
    ["GET", "/api/admin/demo-requests"],
    ["GET", "/api/admin/demo-requests/export"],
    ["POST", `/api/admin/demo-requests/${id}/contacted`],
    ["GET", "/api/admin/outbox"],
    ["GET", "/api/admin/audit"],
    ["GET", "/api/admin/pageviews"],
  ];
  for (const [method, url] of endpoints) {
    await expectError(
      await visitor.fetch(url, { method, data: method === "GET" || method === "DELETE" ? undefined : {} }),
      401,
    );
    await expectError(
      await api.fetch(url, {
        method,
        headers: bearer(user.token),
        data: method === "GET" || method === "DELETE" ? undefined : {},
      }),
      404,
      { message: "Not found." },
    );
  }
  for (const [method, url] of endpoints.filter(([m, u]) => m === "GET" && !u.includes(id))) {
    expect((await api.fetch(url, { method, headers: bearer(admin.token) })).status(), url).toBe(200);
  }
  await api.dispose();
  await visitor.dispose();
});

test("POST /api/pdfdocs over HTTP: a file of exactly 10 MB is accepted, one byte more is 413; a UTF-8 name stays UTF-8", async ({
  playwright,
}) => {
  const api = await isolatedContext(playwright);
  const owner = await registerUser(api);
  const head = pdfFile("exact.pdf").buffer;
  const exact = Buffer.concat([head, Buffer.alloc(10 * 1024 * 1024 - head.length, 0x20)]);
  // Playwright sends a Content-Length: the limit is on the file, not on the multipart envelope.
  const accepted = await api.post("/api/pdfdocs", {
    headers: bearer(owner.token),
    multipart: {
      uid: owner.id,
      documentType: "address_proof",
      file: { name: "résumé.pdf", mimeType: "application/pdf", buffer: exact },
    },
  });
  expect(accepted.status()).toBe(201);
  const { document } = (await accepted.json()) as { document: { filename: string; size: number; url: string } };
  expect(document).toMatchObject({ filename: "résumé.pdf", size: 10 * 1024 * 1024 });
  const download = await api.get(document.url, { headers: bearer(owner.token) });
  expect(download.headers()["content-disposition"]).toContain("filename*=UTF-8''r%C3%A9sum%C3%A9.pdf");

  await expectError(
    await api.post("/api/pdfdocs", {
      headers: bearer(owner.token),
      multipart: {
        uid: owner.id,
        documentType: "address_proof",
        file: { name: "over.pdf", mimeType: "application/pdf", buffer: Buffer.concat([exact, Buffer.from(" ")]) },
      },
    }),
    413,
    { code: "payload_too_large" },
  );
  await api.dispose();
});
