import type { NetworkConnectionRow } from "@/models";
import type { Party } from "./access";
import type { ConnectionDto } from "./schemas";

/**
 * One connection as the viewer sees it: the other party's address, role, name, company and
 * verification state. They are null while no account is attached, and also while the account
 * has no relationship with the viewer (`revealed` false, lib/network/relationship.ts): an
 * invitation to a member reads exactly as one to an address without an account until the
 * member approves it.
 */
export function toConnectionDto(
  row: NetworkConnectionRow,
  viewerId: string,
  attached: Party | null,
  revealed: boolean,
): ConnectionDto {
  const other = revealed ? attached : null;
  const direction = row.inviterId === viewerId ? "sent" : "received";
  return {
    id: row.id,
    email: other?.email ?? row.inviteeEmail,
    status: row.status,
    direction,
    role: other?.role ?? null,
    name: other ? `${other.firstName} ${other.lastName}`.trim() || null : null,
    company: other?.company ?? null,
    companyVerified: other?.verificationState === "verified",
    verification: other?.verificationState ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}
