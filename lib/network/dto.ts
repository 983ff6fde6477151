import type { NetworkConnectionRow } from "@/models";
import type { Party } from "./access";
import type { ConnectionDto } from "./schemas";

/**
 * One connection as the viewer sees it: the other party's address, role, name, company and
 * verification state (null while the invited address has no account attached).
 */
export function toConnectionDto(row: NetworkConnectionRow, viewerId: string, other: Party | null): ConnectionDto {
  const direction = row.inviterId === viewerId ? "sent" : "received";
  return {
    id: row.id,
    email: other?.email ?? row.inviteeEmail,
    status: row.status,
    direction,
    role: other?.role ?? null,
    name: other ? `${other.firstName} ${other.lastName}`.trim() || null : null,
    company: other?.company ?? null,
    verification: other?.verificationState ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}
