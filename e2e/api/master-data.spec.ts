import { expect, test } from "@playwright/test";
import { registerUser } from "../fixtures/accounts";
import { bearer, expectError, expectFieldIssue, isolatedContext } from "../fixtures/api";

test.describe("saved ports over HTTP", () => {
  test("a port with an em dash, commas and brackets round-trips through the URL-encoded DELETE path", async ({
    playwright,
  }) => {
    const api = await isolatedContext(playwright);
    const me = await registerUser(api);
    const saved = await api.post("/api/ports", { headers: bearer(me.token), data: { port: "INNSA" } });
    expect(saved.status()).toBe(201);
    const { port } = (await saved.json()) as { port: string };
    expect(port).toBe("INNSA — Jawaharlal Nehru (Nhava Sheva), IN");
    // A free-text port with characters that must be encoded in a path.
    expect(
      (
        await api.post("/api/ports", {
          headers: bearer(me.token),
          data: { port: "ICD Tughlakabad / New Delhi 100% bonded" },
        })
      ).status(),
    ).toBe(201);
    const list = (await (await api.get("/api/ports", { headers: bearer(me.token) })).json()) as { ports: string[] };
    expect(list.ports).toEqual(["ICD Tughlakabad / New Delhi 100% bonded", port]);

    for (const name of list.ports) {
      const res = await api.delete(`/api/ports/${encodeURIComponent(name)}`, { headers: bearer(me.token) });
      expect(res.status(), name).toBe(204);
    }
    expect(
      ((await (await api.get("/api/ports", { headers: bearer(me.token) })).json()) as { ports: string[] }).ports,
    ).toEqual([]);
    await expectError(await api.delete(`/api/ports/${encodeURIComponent(port)}`, { headers: bearer(me.token) }), 404, {
      code: "not_found",
    });
    await api.dispose();
  });

  test("UN/LOCODE search answers fast enough for a combobox", async ({ playwright }) => {
    const api = await isolatedContext(playwright);
    const me = await registerUser(api);
    // The first call loads the list; later ones are the steady state a user sees.
    await api.get("/api/ports/search?q=ham", { headers: bearer(me.token) });
    const started = Date.now();
    const res = await api.get("/api/ports/search?q=nhava", { headers: bearer(me.token) });
    const elapsed = Date.now() - started;
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { locations: { code: string }[] };
    expect(body.locations[0]?.code).toBe("INNSA");
    expect(elapsed).toBeLessThan(500);
    await expectFieldIssue(await api.get("/api/ports/search?q=n", { headers: bearer(me.token) }), "q");
    await api.dispose();
  });
});

test.describe("shipment uploads over HTTP", () => {
  test("an 11 MB upload is refused with 413 before the body is read; an unknown shipment is 404", async ({
    playwright,
  }) => {
    const api = await isolatedContext(playwright);
    const me = await registerUser(api);
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const tooLarge = await api.post("/api/document", {
      headers: bearer(me.token),
      multipart: {
        shipment_id: "00000000-0000-4000-8000-000000000000",
        file: { name: "big.pdf", mimeType: "application/pdf", buffer: big },
      },
    });
    await expectError(tooLarge, 413, { code: "payload_too_large" });
    const unknown = await api.post("/api/document", {
      headers: bearer(me.token),
      multipart: {
        shipment_id: "00000000-0000-4000-8000-000000000000",
        file: { name: "a.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
      },
    });
    await expectError(unknown, 404, { code: "not_found" });
    const exe = await api.post("/api/document", {
      headers: bearer(me.token),
      multipart: {
        shipment_id: "00000000-0000-4000-8000-000000000000",
        file: {
          name: "a.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(5000, 0x90)]),
        },
      },
    });
    await expectError(exe, 415, { code: "unsupported_media_type" });
    await api.dispose();
  });
});
