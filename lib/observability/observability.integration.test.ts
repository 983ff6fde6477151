import { afterEach, describe, expect, it } from "vitest";
import { GET as live } from "@/app/api/health/live/route";
import { GET as metrics } from "@/app/api/metrics/route";
import { GET as shipment } from "@/app/api/shipments/[id]/route";
import { defineEndpoint } from "@/lib/contract/endpoint";
import { getDbHandle } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { call } from "@/test/http";

const TOKEN = "metrics-test-token-0123456789";
const previous = process.env.METRICS_TOKEN;
afterEach(() => {
  if (previous === undefined) delete process.env.METRICS_TOKEN;
  else process.env.METRICS_TOKEN = previous;
});

describe("GET /api/metrics", () => {
  it("is off (404) without METRICS_TOKEN", async () => {
    delete process.env.METRICS_TOKEN;
    const res = await call(metrics, { token: TOKEN });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: "not_found" });
  });

  it("answers 401 to a missing or wrong token", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    expect((await call(metrics)).status).toBe(401);
    const wrong = await call(metrics, { token: `${TOKEN}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: "unauthorized" });
  });

  it("serves Prometheus text with request durations by route template, process and pool figures", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    expect((await call(live)).status).toBe(200);
    // An unknown id: the series is labelled with the template, never the raw path.
    const missing = "00000000-0000-4000-8000-000000000000";
    await call(shipment, { path: `/api/shipments/${missing}`, params: { id: missing } });

    const res = await call(metrics, { token: TOKEN });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = res.body as string;
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status="200"\} [1-9]\d*$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/shipments\/\{id\}",status="401"\} [1-9]/m,
    );
    expect(text).not.toContain(missing);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    const handle = await getDbHandle();
    if (handle.driver === "postgres") {
      expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
      expect(text).toMatch(/^db_pool_connections\{state="waiting"\} \d+$/m);
    } else {
      expect(text).not.toMatch(/^db_pool_connections\{/m);
    }
  });
});

describe("request ids", () => {
  it("keeps a sane incoming X-Request-Id and answers with it", async () => {
    const res = await call(live, { headers: { "x-request-id": "lb-4f2c9a" } });
    expect(res.headers.get("x-request-id")).toBe("lb-4f2c9a");
  });

  it("generates one when the incoming id is missing or not a sane token", async () => {
    const none = await call(live);
    const bad = await call(live, { headers: { "x-request-id": "x".repeat(200) } });
    expect(none.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad.headers.get("x-request-id")).not.toBe(none.headers.get("x-request-id"));
  });

  it("a 500 answers with the request's own id in the body and the header", async () => {
    const broken = route(
      defineEndpoint({ method: "GET", path: "/api/broken", tag: "Test", summary: "Broken", access: "public" }),
      async () => {
        throw new Error("a bug");
      },
    );
    const res = await call(broken, { headers: { "x-request-id": "trace-500" } });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      message: "Something went wrong on our side. Please try again.",
      code: "internal",
      requestId: "trace-500",
    });
    expect(res.headers.get("x-request-id")).toBe("trace-500");
  });
});
