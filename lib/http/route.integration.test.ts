import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { POST as pageView } from "@/app/api/analytics/pageview/route";
import { GET as unknownApi, POST as unknownApiPost } from "@/app/api/[...path]/route";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as health } from "@/app/api/health/route";
import { GET as live } from "@/app/api/health/live/route";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { GET as unknownV1 } from "@/app/v1/[...path]/route";
import { apiContract } from "@/lib/api-contract";
import { getDb } from "@/lib/db/client";
import { pageViews } from "@/models";
import { call, PASSWORD, uniqueEmail } from "@/test/http";
import { MAX_BODY_BYTES } from "./body";
import { defineEndpoint } from "@/lib/contract/endpoint";
import { logger } from "@/lib/observability/logger";
import { route } from "./route";

describe("request bodies", () => {
  it("answers 413 for a declared Content-Length over 10 MB before reading", async () => {
    const res = await call(register, {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json", "content-length": String(MAX_BODY_BYTES + 1) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: "The request is larger than the 10 MB limit.", code: "payload_too_large" });
  });

  it("answers 413 for a streamed body that passes 10 MB without a Content-Length", async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 12) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await call(register, { method: "POST", body: stream, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(413);
  });

  it("answers 400 invalid_json for malformed JSON", async () => {
    const res = await call(register, {
      method: "POST",
      body: '{"email": ',
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "The request body is not valid JSON.", code: "invalid_json" });
  });

  it("answers 400 invalid_json for a number too large to represent, which would parse to Infinity", async () => {
    for (const literal of ["1e999", "-1E+400", "9".repeat(400)]) {
      const res = await call(register, {
        method: "POST",
        body: `{"email": "a@b.c", "password": ${literal}}`,
        headers: { "content-type": "application/json" },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: "The request body holds a number too large to represent.",
        code: "invalid_json",
      });
    }
    // The same text inside a string, and large but finite numbers, are ordinary input.
    const res = await call(register, {
      method: "POST",
      body: '{"email": "1e999", "password": 1e308}',
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
  });

  it("answers 415 for a body that is not JSON", async () => {
    const res = await call(register, {
      method: "POST",
      body: "email=a@b.c",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe("unsupported_media_type");
  });

  it("treats an empty body as an empty object, so every required field is named", async () => {
    const res = await call(register, { method: "POST" });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "email",
      "firstName",
      "lastName",
      "password",
      "role",
    ]);
  });

  it("answers 400 for a JSON body that is not an object", async () => {
    const res = await call(register, { method: "POST", json: [1, 2] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
  });
});

describe("errors", () => {
  it("a client that goes away while its body is read is no server error: 499, nothing logged at error", async () => {
    const errors = vi.spyOn(logger, "error");
    // What Node's request stream does when the client's connection drops mid-body.
    const dropped = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    let sent = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return controller.error(dropped);
        sent = true;
        controller.enqueue(new TextEncoder().encode('{"email": "half'));
      },
    });
    const res = await call(register, { method: "POST", body: stream, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(499);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("hides a bug behind a 500 with a request id and no stack", async () => {
    const spy = vi.spyOn(logger, "error").mockImplementation(() => {});
    const broken = route(
      defineEndpoint({
        method: "GET",
        path: "/api/test/broken",
        tag: "Test",
        summary: "broken",
        access: "public",
        internal: true,
      }),
      async () => {
        throw new Error("secret detail at /srv/app.ts:42");
      },
    );
    const res = await call(broken);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      message: "Something went wrong on our side. Please try again.",
      code: "internal",
      requestId: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain("secret detail");
    // The log line keeps the detail, under the same id the client got.
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ requestId: res.body.requestId, err: expect.any(Error) }),
      expect.any(String),
    );
    expect(res.headers.get("x-request-id")).toBe(res.body.requestId);
    spy.mockRestore();
  });

  it("answers unknown /api and /v1 paths with a JSON 404", async () => {
    for (const handler of [unknownApi, unknownApiPost, unknownV1]) {
      const res = await call(handler, { method: "GET", params: { path: ["nope"] } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "There is no API endpoint at this path.", code: "not_found" });
    }
  });

  it("answers a protected endpoint without credentials with 401", async () => {
    const guarded = route(
      defineEndpoint({
        method: "GET",
        path: "/api/test/guarded",
        tag: "Test",
        summary: "guarded",
        access: "user",
        internal: true,
        response: z.object({ ok: z.boolean() }),
      }),
      async () => ({ ok: true }),
    );
    expect((await call(guarded)).status).toBe(401);
  });

  it("hides admin endpoints from non-admins with 404", async () => {
    const adminOnly = route(
      defineEndpoint({
        method: "GET",
        path: "/api/test/admin",
        tag: "Test",
        summary: "admin",
        access: "admin",
        internal: true,
        response: z.object({ ok: z.boolean() }),
      }),
      async () => ({ ok: true }),
    );
    const reg = await call(register, {
      method: "POST",
      json: { email: uniqueEmail(), password: PASSWORD, firstName: "A", lastName: "B", role: "exporter" },
    });
    expect((await call(adminOnly, { token: reg.body.token })).status).toBe(404);
    expect((await call(adminOnly)).status).toBe(401);
  });
});

describe("platform endpoints", () => {
  it("GET /api/health reports the process and the database", async () => {
    const res = await call(health);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "ok",
      database: { status: "ok", driver: expect.stringMatching(/pglite|postgres/) },
    });
  });

  it("GET /api/health/live answers fixed JSON", async () => {
    expect((await call(live)).body).toEqual({ status: "ok" });
  });

  it("GET /api/openapi.json documents every endpoint of the contract", async () => {
    const res = await call(openapi);
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    for (const endpoint of apiContract) {
      expect(
        res.body.paths[endpoint.path]?.[endpoint.method.toLowerCase()],
        `${endpoint.method} ${endpoint.path}`,
      ).toBeDefined();
    }
    const registerOp = res.body.paths["/api/auth/register"].post;
    expect(registerOp.requestBody.content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["email", "password", "firstName", "lastName", "role"]),
    );
    expect(registerOp.responses["409"]).toBeDefined();
    expect(res.body.paths["/api/users/{id}"].put.parameters[0]).toMatchObject({
      name: "id",
      in: "path",
      required: true,
    });
  });

  it("POST /api/analytics/pageview stores the path and query, with the user when signed in", async () => {
    const reg = await call(register, {
      method: "POST",
      json: { email: uniqueEmail(), password: PASSWORD, firstName: "A", lastName: "B", role: "bank" },
    });
    expect(
      (await call(pageView, { method: "POST", json: { path: "/exportdocs?status=draft" }, token: reg.body.token }))
        .status,
    ).toBe(204);
    expect((await call(pageView, { method: "POST", json: { path: "/" } })).status).toBe(204);
    const db = await getDb();
    const rows = await db.select().from(pageViews);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "/exportdocs?status=draft", userId: reg.body.user.id }),
        expect.objectContaining({ path: "/", userId: null }),
      ]),
    );
    const bad = await call(pageView, { method: "POST", json: { path: "https://evil.example/" } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("path");
  });
});
