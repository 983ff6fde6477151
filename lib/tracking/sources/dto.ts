import { siteUrl } from "@/lib/site/metadata";
import type { TrackingSourceRow } from "@/models";
import type { SourceDto } from "./schemas";

/** Where a source's carrier pushes: absolute, on SITE_URL (never the request's Host). */
export const webhookUrlFor = (sourceId: string) => new URL(`/api/tracking/webhooks/${sourceId}`, siteUrl()).toString();

export function toSourceDto(row: TrackingSourceRow): SourceDto {
  return {
    id: row.id,
    name: row.name,
    baseUrl: row.baseUrl,
    hasApiKey: row.apiKey !== null,
    pollMinutes: row.pollMinutes,
    webhookUrl: webhookUrlFor(row.id),
    subscribedAtCarrier: row.carrierSubscriptionId !== null,
    lastPolledAt: row.lastPolledAt?.toISOString() ?? null,
    lastPollError: row.lastPollError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a connection: never a secret or key. */
export const auditView = (row: TrackingSourceRow) => ({
  name: row.name,
  baseUrl: row.baseUrl,
  hasApiKey: row.apiKey !== null,
  pollMinutes: row.pollMinutes,
});
