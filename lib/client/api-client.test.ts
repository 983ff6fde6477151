import { describe, expect, expectTypeOf, it } from "vitest";
import { apiUrl, type ApiInput, type ApiOutput, type ApiPath, type EndpointAt } from "./api-client";

describe("apiUrl", () => {
  it("fills path params, encoded", () => {
    expect(apiUrl("/api/shipments/{id}/{x}", { id: "a b", x: "invoice/1" })).toBe("/api/shipments/a%20b/invoice%2F1");
  });

  it("appends the query and leaves out empty values", () => {
    expect(apiUrl("/api/admin/audit", undefined, { limit: 50, actor: "", to: undefined, q: "x&y", flag: true })).toBe(
      "/api/admin/audit?limit=50&q=x%26y&flag=true",
    );
  });

  it("refuses a missing path param instead of calling a wrong URL", () => {
    expect(() => apiUrl("/api/shipments/{id}", {})).toThrow('Missing path parameter "id".');
  });
});

describe("types from the endpoint contract", () => {
  it("knows the paths per method", () => {
    expectTypeOf<"/api/shipments">().toExtend<ApiPath<"GET">>();
    expectTypeOf<"/api/shipments/{id}">().toExtend<ApiPath<"DELETE">>();
    expectTypeOf<"/api/not-an-endpoint">().not.toExtend<ApiPath<"GET">>();
  });

  it("types params, query and answers from the zod schemas", () => {
    type Audit = EndpointAt<"GET", "/api/admin/audit">;
    expectTypeOf<ApiOutput<Audit>["entries"][number]["action"]>().toEqualTypeOf<string>();
    expectTypeOf<ApiOutput<Audit>["nextCursor"]>().toEqualTypeOf<string | null>();
    type Rename = EndpointAt<"PUT", "/api/shipments/reference/{id}">;
    expectTypeOf<ApiInput<Rename>["params"]>().toExtend<{ id: string }>();
  });
});
