import { beforeAll, describe, expect, it } from "vitest";
import { GET as getPreference, PUT as putPreference } from "@/app/api/admin/support/preferences/route";
import type { RouteHandler } from "@/lib/http/route";
import { createTestAdmin, registerTestUser, type TestUser } from "@/test/accounts";
import { call, type CallOptions } from "@/test/http";

/**
 * The support mail endpoints by persona: the preference is the calling admin's own, so an admin
 * reads and sets theirs (200), a signed-in user finds nothing there (404, as every admin endpoint
 * answers them) and a visitor is asked to sign in (401).
 */
type Persona = "admin" | "user" | "anon";
const PERSONAS: Persona[] = ["admin", "user", "anon"];

// prettier-ignore
const MATRIX: { call: string; handler: RouteHandler; request: Omit<CallOptions, "token">; expect: [admin: number, user: number, anon: number] }[] = [
  { call: "GET /api/admin/support/preferences", handler: getPreference, request: {},                                                 expect: [200, 404, 401] },
  { call: "PUT /api/admin/support/preferences", handler: putPreference, request: { method: "PUT", json: { notify: "assigned" } },   expect: [200, 404, 401] },
];

let tokens: Record<Persona, string | undefined>;

beforeAll(async () => {
  const admin: TestUser = await createTestAdmin();
  const user: TestUser = await registerTestUser();
  tokens = { admin: admin.token, user: user.token, anon: undefined };
});

describe("support mail authorisation matrix", () => {
  for (const row of MATRIX) {
    PERSONAS.forEach((persona, index) => {
      it(`${row.call} as ${persona} → ${row.expect[index]}`, async () => {
        const res = await call(row.handler, { ...row.request, token: tokens[persona] });
        expect(res.status).toBe(row.expect[index]);
      });
    });
  }

  it("an admin's preference is their own: another admin still gets the default", async () => {
    const first = await createTestAdmin();
    const second = await createTestAdmin();
    expect((await call(putPreference, { method: "PUT", token: first.token, json: { notify: "none" } })).body).toEqual({
      notify: "none",
    });
    expect((await call(getPreference, { token: first.token })).body).toEqual({ notify: "none" });
    expect((await call(getPreference, { token: second.token })).body).toEqual({ notify: "all" });
  });
});
