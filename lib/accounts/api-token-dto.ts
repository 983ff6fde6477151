import type { apiTokens } from "@/models";
import type { z } from "zod";
import type { ZApiTokenDto } from "./schemas";

export function toApiTokenDto(row: typeof apiTokens.$inferSelect): z.infer<typeof ZApiTokenDto> {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
