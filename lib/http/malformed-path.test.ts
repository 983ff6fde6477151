import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { hasMalformedEscape } from "./malformed-path";

const at = (path: string) => proxy(new NextRequest(new URL(path, "http://localhost:3000")));

describe("a malformed percent-escape in the path", () => {
  it.each([
    "/api/shipments/%E0%A4%A",
    "/api/shipments/%E0%A4%A/documents",
    "/v1/auth/%zz",
    "/v2/events/%ED%B0%80",
    "/api/products/%",
  ])("is the API's own 400 in the error shape: %s", async (path) => {
    const response = at(path);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await response.json();
    expect(body).toMatchObject({ code: "validation_failed", issues: [{ path: "path" }] });
    expect(body.message).toMatch(/malformed percent-escape/);
  });

  it.each(["/invitations/%E0%A4%A", "/shipments/%C3"])("is a 400 page on a page route: %s", async (path) => {
    const response = at(path);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain("malformed percent-escape");
  });

  it("lets well-formed escapes through", () => {
    expect(at("/api/shipments/%E0%A4%A4").status).toBe(200);
    expect(at("/invitations/abc%20def").status).toBe(200);
    expect(hasMalformedEscape("/api/shipments/100%25")).toBe(false);
  });

  it("passes the page's path and query to the layouts, and none to the API", () => {
    const page = at("/shipments?status=draft");
    expect(page.headers.get("x-middleware-request-x-exportly-path")).toBe("/shipments?status=draft");
    expect(at("/api/health").headers.get("x-middleware-request-x-exportly-path")).toBeNull();
  });
});
