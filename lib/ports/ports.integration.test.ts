import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deletePort } from "@/app/api/ports/[port]/route";
import { GET as listPorts, POST as savePort } from "@/app/api/ports/route";
import { GET as searchPorts } from "@/app/api/ports/search/route";
import { GET as searchHs } from "@/app/api/hs-codes/search/route";
import { getDb } from "@/lib/db/client";
import { auditLog, savedPorts } from "@/models";
import { call } from "@/test/http";
import { registerTestUser, type TestUser } from "@/test/accounts";

const NHAVA_SHEVA = "INNSA — Jawaharlal Nehru (Nhava Sheva), IN";

let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  alice = await registerTestUser();
  bob = await registerTestUser();
});

const save = (user: TestUser, port: unknown) => call(savePort, { method: "POST", token: user.token, json: { port } });
const list = async (user: TestUser) => {
  const res = await call(listPorts, { token: user.token });
  expect(res.status).toBe(200);
  return res.body.ports as string[];
};
const remove = (user: TestUser, port: string) =>
  // Next.js hands route handlers decoded params; the path shows the encoded form a client sends.
  call(deletePort, {
    method: "DELETE",
    token: user.token,
    path: `/api/ports/${encodeURIComponent(port)}`,
    params: { port },
  });

describe("POST /api/ports and GET /api/ports", () => {
  it("starts empty, and answers 401 without credentials", async () => {
    const fresh = await registerTestUser();
    expect(await list(fresh)).toEqual([]);
    expect((await call(listPorts)).status).toBe(401);
    expect((await call(savePort, { method: "POST", json: { port: "INNSA" } })).status).toBe(401);
  });

  it("expands a bare UN/LOCODE to its label and audits the save", async () => {
    const res = await save(alice, "INNSA");
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ port: NHAVA_SHEVA });
    const db = await getDb();
    const [row] = await db
      .select()
      .from(savedPorts)
      .where(and(eq(savedPorts.ownerId, alice.id), eq(savedPorts.port, NHAVA_SHEVA)));
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row!.id), eq(auditLog.action, "port.saved")));
    expect(audit).toHaveLength(1);
  });

  it("keeps the user's own name after a valid code and normalises the separator", async () => {
    const res = await save(alice, "  de ham -   Hamburg  port ");
    expect(res.status).toBe(201);
    expect(res.body.port).toBe("DEHAM — Hamburg port");
  });

  it("keeps free text that names no code (lower- or mixed-case words are never codes)", async () => {
    expect((await save(alice, "Dubai")).body.port).toBe("Dubai");
    expect((await save(alice, "ICD Tughlakabad, New Delhi")).body.port).toBe("ICD Tughlakabad, New Delhi");
  });

  it("is idempotent: saving a saved port again changes nothing", async () => {
    const before = await list(alice);
    const res = await save(alice, NHAVA_SHEVA);
    expect(res.status).toBe(201);
    expect(res.body.port).toBe(NHAVA_SHEVA);
    expect(await list(alice)).toEqual(before);
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, alice.id), eq(auditLog.action, "port.saved")));
    expect(audit).toHaveLength(before.length);
  });

  it("lists the user's ports alphabetically and never another user's", async () => {
    expect(await list(alice)).toEqual(["DEHAM — Hamburg port", "Dubai", "ICD Tughlakabad, New Delhi", NHAVA_SHEVA]);
    expect(await list(bob)).toEqual([]);
  });

  it.each([
    ["a missing port", undefined, "Port is required."],
    ["an empty port", "   ", "Port is required."],
    ["a number", 42, "Port must be text."],
    ["a 201-character port", "x".repeat(201), "Port must be at most 200 characters."],
    ["a control character", "Mumbai\u0007", "cannot be printed"],
    ["an unknown code before a dash", "XXYYY — Nowhere", "XXYYY is not a UN/LOCODE"],
    ["an unknown bare code of a real country", "INZZZ", "INZZZ is not a UN/LOCODE"],
  ])("answers 400 for %s", async (_label, port, message) => {
    const res = await call(savePort, { method: "POST", token: alice.token, json: port === undefined ? {} : { port } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.issues).toEqual([{ path: "port", message: expect.stringContaining(message) }]);
  });
});

describe("DELETE /api/ports/{port}", () => {
  it("removes a saved port (audited) and then answers 404", async () => {
    await save(alice, "CNSHA");
    const [shanghai] = (await list(alice)).filter((p) => p.startsWith("CNSHA"));
    const res = await remove(alice, shanghai!);
    expect(res.status).toBe(204);
    expect(await list(alice)).not.toContain(shanghai);
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, alice.id), eq(auditLog.action, "port.deleted")));
    expect(audit.map((a) => a.data)).toContainEqual({ port: shanghai });
    expect((await remove(alice, shanghai!)).status).toBe(404);
  });

  it("accepts any spelling that normalises to the saved string", async () => {
    await save(alice, "SGSIN");
    const [singapore] = (await list(alice)).filter((p) => p.startsWith("SGSIN"));
    expect((await remove(alice, singapore!.replace(" — ", "  -  "))).status).toBe(204);
    expect(await list(alice)).not.toContain(singapore);
  });

  it("answers 404 for another user's port and leaves it in place", async () => {
    const res = await remove(bob, NHAVA_SHEVA);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: "not_found", message: "This port is not among your saved ports." });
    expect(await list(alice)).toContain(NHAVA_SHEVA);
  });
});

describe("GET /api/ports/search", () => {
  const search = (q: string, extra = "") =>
    call(searchPorts, { token: alice.token, path: `/api/ports/search?q=${encodeURIComponent(q)}${extra}` });

  it("finds a port by code, with the label to save", async () => {
    const res = await search("innsa");
    expect(res.status).toBe(200);
    expect(res.body.locations[0]).toEqual({
      code: "INNSA",
      name: "Jawaharlal Nehru (Nhava Sheva)",
      country: "IN",
      countryName: "India",
      subdivision: "MH",
      kinds: ["seaport"],
      label: NHAVA_SHEVA,
    });
  });

  it("finds by name with seaports and airports first, and honours limit", async () => {
    const res = await search("hamburg", "&limit=5");
    expect(res.body.locations).toHaveLength(5);
    expect(res.body.locations[0]).toMatchObject({
      code: "DEHAM",
      kinds: expect.arrayContaining(["seaport", "airport"]),
    });
    const ranks = (res.body.locations as { kinds: string[] }[]).map((l) =>
      l.kinds.includes("seaport") ? 0 : l.kinds.includes("airport") ? 1 : 2,
    );
    expect(ranks).toEqual([...ranks].sort());
  });

  it.each([
    ["a one-character query", "?q=a", "q", "Type at least 2 characters to search."],
    ["no query", "", "q", "Type at least 2 characters to search."],
    ["limit 51", "?q=ham&limit=51", "limit", "limit must be at most 50."],
    ["limit abc", "?q=ham&limit=abc", "limit", "limit must be a number."],
  ])("answers 400 for %s", async (_label, qs, path, message) => {
    const res = await call(searchPorts, { token: alice.token, path: `/api/ports/search${qs}` });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message });
  });

  it("needs a signed-in user", async () => {
    expect((await call(searchPorts, { path: "/api/ports/search?q=ham" })).status).toBe(401);
  });
});

describe("GET /api/hs-codes/search", () => {
  it("finds subheadings by code prefix and by description", async () => {
    const byCode = await call(searchHs, { token: alice.token, path: "/api/hs-codes/search?q=8471.3" });
    expect(byCode.status).toBe(200);
    expect(byCode.body.hsCodes[0]).toEqual({ code: "847130", description: expect.any(String) });
    const byText = await call(searchHs, { token: alice.token, path: "/api/hs-codes/search?q=cotton&limit=3" });
    expect(byText.body.hsCodes).toHaveLength(3);
    for (const hit of byText.body.hsCodes) expect(hit.description.toLowerCase()).toContain("cotton");
  });

  it("answers 400 for a one-character query and 401 without credentials", async () => {
    const res = await call(searchHs, { token: alice.token, path: "/api/hs-codes/search?q=8" });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: "q", message: "Type at least 2 characters to search." }]);
    expect((await call(searchHs, { path: "/api/hs-codes/search?q=84" })).status).toBe(401);
  });
});
