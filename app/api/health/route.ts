import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { checkHealth } from "@/lib/platform/check-health";
import { healthEndpoint } from "@/lib/platform/endpoints";

export const dynamic = "force-dynamic";

export const GET = route(healthEndpoint, async () => {
  const health = await checkHealth();
  return NextResponse.json(health, { status: health.status === "ok" ? 200 : 503 });
});
