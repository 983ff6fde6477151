import { sql } from "drizzle-orm";
import { getDbHandle } from "@/lib/db/client";

export type Health = {
  status: "ok" | "degraded";
  uptimeSeconds: number;
  database: { status: "ok" | "down"; driver: string | null; latencyMs: number | null };
};

/** Process and database health, for load balancers and the docker-compose health check. */
export async function checkHealth(): Promise<Health> {
  const uptimeSeconds = Math.round(process.uptime());
  const started = performance.now();
  try {
    const handle = await getDbHandle();
    await handle.db.execute(sql`select 1`);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { status: "ok", uptimeSeconds, database: { status: "ok", driver: handle.driver, latencyMs } };
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "health check: database unreachable", error: String(error) }));
    return { status: "degraded", uptimeSeconds, database: { status: "down", driver: null, latencyMs: null } };
  }
}
