// Run by lib/observability/logger.test.ts in a child process: serves one request through the real
// route wrapper and logs with the real process-wide logger, whose stdout the test reads.
import { NextRequest } from "next/server";
import { route } from "@/lib/http/route";
import { logger } from "@/lib/observability/logger";
import { liveEndpoint } from "@/lib/platform/endpoints";

const handler = route(liveEndpoint, async () => {
  logger.info({ step: "handler" }, "inside the request");
  await new Promise((resolve) => setTimeout(resolve, 5));
  logger.warn("still inside, after an await");
  return { status: "ok" as const };
});

const headers = process.env.INCOMING_REQUEST_ID ? { "x-request-id": process.env.INCOMING_REQUEST_ID } : undefined;
void handler(new NextRequest("http://localhost/api/health/live", { headers }), { params: Promise.resolve({}) }).then(
  (response) => logger.warn({ answered: response.headers.get("x-request-id") }, "outside the request"),
);
