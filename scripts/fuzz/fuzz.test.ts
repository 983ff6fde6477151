import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { apiContract } from "@/lib/api-contract";
import { ERROR_STATUS } from "@/lib/contract/errors";
import { buildOpenApiDocument } from "@/lib/http/openapi";
import { buildCase, type FuzzCase, type FuzzWorld } from "./cases.mjs";
import { problemWith } from "./check.mjs";
import { encodeRaw, errorCodes, operationsOf } from "./generate.mjs";

// The generator against the real OpenAPI document and a world of made-up ids: the suite itself
// (scripts/fuzz/fuzz.mjs) sends the cases to a production build.
const document = buildOpenApiDocument(apiContract);
const operations = operationsOf(document);
const user = (name: string) => ({
  id: randomUUID(),
  email: `${name}@fuzz.example`,
  token: `token-${name}`,
  password: "pw",
});
const world: FuzzWorld = {
  admin: user("admin"),
  a: user("a"),
  b: user("b"),
  c: user("c"),
  u: user("u"),
  v: user("v"),
  shipments: [randomUUID(), randomUUID()],
  otherShipment: randomUUID(),
  payments: [randomUUID(), randomUUID()],
  contacts: [randomUUID(), randomUUID()],
  products: [randomUUID(), randomUUID()],
  ports: ["Fuzz Port 0", "Fuzz Port 1"],
  tokens: [randomUUID(), randomUUID()],
  documents: [randomUUID(), randomUUID()],
  pdfdocs: [randomUUID()],
  envelopes: [randomUUID(), randomUUID(), randomUUID()],
  envelopeChecksum: "a".repeat(64),
  demoRequest: randomUUID(),
  job: { queue: "mail", id: randomUUID() },
  cursors: { shipments: null },
};
const ipOf = (index: number) => `10.0.0.${(index % 250) + 1}`;
const build = (runSeed: number, index: number): FuzzCase =>
  buildCase({ document, operations, world, runSeed, index, ipOf });

describe("fuzz case generation", () => {
  it("makes the same request for the same seed and case number, and another for another seed", () => {
    for (const index of [0, 1, 57, 333, 4242]) {
      expect(build(20261123, index)).toEqual(build(20261123, index));
    }
    const differs = [0, 1, 2, 3, 4].some((index) => {
      const one = build(1, index);
      const other = build(2, index);
      return one.path !== other.path || !Buffer.from(one.body ?? "").equals(Buffer.from(other.body ?? ""));
    });
    expect(differs).toBe(true);
  });

  it("covers every operation and every kind of bad input in the 10,000 cases `npm test` sends", () => {
    // The seed and count of `npm run test:fuzz` (package.json): what CI sends covers every kind.
    const cases = Array.from({ length: 10_000 }, (_, index) => build(20261123, index));
    expect(new Set(cases.map((c) => c.operation)).size).toBe(operations.length);
    const mutations = cases.map((c) => c.mutation).join("\n");
    for (const kind of [
      "body: wrong type",
      "body: missing field",
      "body: extra field",
      "body: edge string",
      "body: edge number",
      "body: number literal out of range",
      "body: deep nesting",
      "body: invalid UTF-8 bytes",
      "body: escaped surrogate or NUL",
      "body: truncated JSON",
      "body: duplicated JSON",
      "content-type:",
      "multipart: truncated body",
      "multipart: no file part",
      "multipart: bad file name",
      "query cursor:",
      "path id: uppercase id",
      "path id: malformed percent escape",
      "path id: other user's id",
      "auth: none",
    ])
      expect(mutations, kind).toContain(kind);
    // Every request carries its own client address, so per-address limits do not end the run.
    expect(new Set(cases.map((c) => c.headers["x-forwarded-for"])).size).toBeGreaterThan(200);
  });
});

describe("encodeRaw", () => {
  it("percent-encodes lone surrogates as their WTF-8 bytes instead of throwing", () => {
    expect(encodeRaw("a\ud800b")).toBe("a%ED%A0%80b");
    expect(encodeRaw("é😀")).toBe(encodeURIComponent("é😀"));
  });
});

describe("the verdict on an answer", () => {
  const codes = errorCodes(document);
  const json = (status: number, body: unknown) => ({
    status,
    headers: { "content-type": "application/json" },
    bytes: Buffer.from(JSON.stringify(body)),
  });
  const verdict = (answer: Parameters<typeof problemWith>[0]) => problemWith(answer, codes, ERROR_STATUS);

  it("accepts successes and documented error answers", () => {
    expect(verdict({ status: 200, headers: {}, bytes: Buffer.alloc(0) })).toBeNull();
    expect(verdict(json(404, { message: "Not found.", code: "not_found" }))).toBeNull();
    expect(
      verdict(json(400, { message: "Bad.", code: "validation_failed", issues: [{ path: "a", message: "Bad." }] })),
    ).toBeNull();
    expect(verdict(json(409, { message: "Changed.", code: "stale_version", current: { version: 2 } }))).toBeNull();
  });

  it("refuses 5xx, answers that are not the error shape, and a code answered with another status", () => {
    expect(verdict(json(500, { message: "Oops.", code: "internal" }))).toMatch(/500 server error/);
    expect(verdict({ status: 405, headers: {}, bytes: Buffer.alloc(0) })).toMatch(/not JSON/);
    expect(verdict(json(400, { error: "Bad." }))).toMatch(/without a message/);
    expect(verdict(json(400, { message: "Bad.", code: "bad_thing" }))).toMatch(/undocumented code/);
    expect(verdict(json(404, { message: "Bad.", code: "validation_failed" }))).toMatch(/answers with 400/);
    expect(verdict(json(400, { message: "Bad.", code: "validation_failed", issues: [{ path: 1 }] }))).toMatch(/issue/);
    expect(verdict({ error: "ECONNRESET" })).toMatch(/no answer/);
  });
});
