import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { auditLog, trackingSources } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import {
  createSource,
  deleteSource,
  getSource,
  listSources,
  patchSource,
  push,
  rotateSource,
  subscribeSource,
} from "@/test/tracking-sources";

let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  owner = await registerTestUser();
  stranger = await registerTestUser();
});

describe("carrier connections", () => {
  it("creates one: the webhook URL and the secret (32 bytes, base64) once, the API key never", async () => {
    const res = await createSource(owner, {
      name: "Maersk DCSA",
      baseUrl: "https://api.carrier.example/tnt/",
      apiKey: "k-123456",
      pollMinutes: 30,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const source = res.body.source;
    expect(source).toMatchObject({
      name: "Maersk DCSA",
      baseUrl: "https://api.carrier.example/tnt",
      hasApiKey: true,
      pollMinutes: 30,
      subscribedAtCarrier: false,
      webhookUrl: `http://localhost:3000/api/tracking/webhooks/${source.id}`,
    });
    expect(Buffer.from(source.webhookSecret, "base64")).toHaveLength(32);
    expect(JSON.stringify(res.body)).not.toContain("k-123456");

    const read = await getSource(owner, source.id);
    expect(read.status).toBe(200);
    expect(read.body.source.webhookSecret).toBeUndefined();
    expect(JSON.stringify(read.body)).not.toContain(source.webhookSecret);
    expect(JSON.stringify(read.body)).not.toContain("k-123456");
    const list = await listSources(owner);
    expect(list.body.sources.map((s: { id: string }) => s.id)).toContain(source.id);
    expect(JSON.stringify(list.body)).not.toContain(source.webhookSecret);

    const [entry] = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, source.id), eq(auditLog.action, "tracking_source.created")));
    expect(entry?.actorId).toBe(owner.id);
    expect(JSON.stringify(entry?.data)).not.toContain("k-123456");
  });

  it("defaults: push-only, polled hourly if given a baseUrl later", async () => {
    const res = await createSource(owner, { name: "Push only" });
    expect(res.status).toBe(201);
    expect(res.body.source).toMatchObject({ baseUrl: null, hasApiKey: false, pollMinutes: 60 });
  });

  it.each([
    [{}, "name"],
    [{ name: "" }, "name"],
    [{ name: "x", baseUrl: "ftp://carrier.example" }, "baseUrl"],
    [{ name: "x", baseUrl: "https://u:p@carrier.example" }, "baseUrl"],
    [{ name: "x", pollMinutes: 1 }, "pollMinutes"],
    [{ name: "x", pollMinutes: 2000 }, "pollMinutes"],
    [{ name: "x", pollMinutes: "60" }, "pollMinutes"],
    [{ name: "x", apiKey: "a\nb" }, "apiKey"],
    [{ name: "x", webhookSecret: "mine" }, ""],
  ])("refuses %j with a 400 naming %s", async (json, field) => {
    const res = await createSource(owner, json);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.message).toMatch(field ? new RegExp(field) : /Unknown field: webhookSecret/);
  });

  it("changes fields, removes the key with null, and refuses an empty change", async () => {
    const { body } = await createSource(owner, { name: "A", baseUrl: "https://a.example", apiKey: "secret-key" });
    const res = await patchSource(owner, body.source.id, { name: "B", apiKey: null, pollMinutes: 15 });
    expect(res.status).toBe(200);
    expect(res.body.source).toMatchObject({
      name: "B",
      hasApiKey: false,
      pollMinutes: 15,
      baseUrl: "https://a.example",
    });
    expect((await patchSource(owner, body.source.id, {})).status).toBe(400);
  });

  it("rotates the secret: the new one is shown once and verifies pushes, the old one no longer does", async () => {
    const { body } = await createSource(owner, { name: "Rotate" });
    const { id, webhookSecret: old } = body.source;
    expect((await push(id, "[]", { secret: old })).status).toBe(204);
    const res = await rotateSource(owner, id);
    expect(res.status).toBe(200);
    const fresh = res.body.source.webhookSecret;
    expect(fresh).not.toBe(old);
    expect(Buffer.from(fresh, "base64")).toHaveLength(32);
    expect((await push(id, "[]", { secret: old })).status).toBe(401);
    expect((await push(id, "[]", { secret: fresh })).status).toBe(204);
  });

  it("subscribing needs a baseUrl", async () => {
    const { body } = await createSource(owner, { name: "No base" });
    const res = await subscribeSource(owner, body.source.id);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/baseUrl/);
  });

  it("a carrier on a private address is refused without TRACKING_ALLOW_PRIVATE_URLS", async () => {
    const { body } = await createSource(owner, { name: "Local", baseUrl: "http://127.0.0.1:9" });
    const res = await subscribeSource(owner, body.source.id);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/private network/);
  });

  it("another user's connection is a 404 for every call; deleting makes its webhook answer 401", async () => {
    const { body } = await createSource(owner, { name: "Mine" });
    const { id, webhookSecret } = body.source;
    expect((await getSource(stranger, id)).status).toBe(404);
    expect((await patchSource(stranger, id, { name: "x" })).status).toBe(404);
    expect((await rotateSource(stranger, id)).status).toBe(404);
    expect((await subscribeSource(stranger, id)).status).toBe(404);
    expect((await deleteSource(stranger, id)).status).toBe(404);
    expect((await listSources(stranger)).body.sources).toEqual([]);

    expect((await deleteSource(owner, id)).status).toBe(204);
    expect((await getSource(owner, id)).status).toBe(404);
    expect((await push(id, "[]", { secret: webhookSecret })).status).toBe(401);
    const rows = await (await getDb()).select().from(trackingSources).where(eq(trackingSources.id, id));
    expect(rows).toEqual([]);
  });
});
