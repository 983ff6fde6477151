import { timingSafeEqual } from "node:crypto";
import { AppError } from "@/lib/contract/errors";
import { sha256Hex } from "@/lib/auth/tokens";
import { registry } from "./metrics";

export type MetricsText = { contentType: string; body: string };

/**
 * The metrics for a scraper holding `METRICS_TOKEN`. Off (404, as if the path did not exist)
 * without the variable, so a deployment never exposes them by accident.
 */
export async function readMetrics(authorization: string | null): Promise<MetricsText> {
  const expected = process.env.METRICS_TOKEN;
  if (!expected) throw new AppError("not_found", "Not found.");
  const given = authorization?.match(/^bearer\s+(.+)$/i)?.[1]?.trim() ?? "";
  // Compare digests: equal lengths for timingSafeEqual, and no early exit that reveals a prefix.
  if (!timingSafeEqual(Buffer.from(sha256Hex(given), "hex"), Buffer.from(sha256Hex(expected), "hex"))) {
    throw new AppError("unauthorized", "A valid metrics token is required.");
  }
  return { contentType: registry.contentType, body: await registry.metrics() };
}
