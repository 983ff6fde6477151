import type { UserDto } from "@/lib/accounts/schemas";
import { REGISTRABLE_ROLES as ROLES, roleLabel } from "@/lib/roles";

/** The user DTO as the API sends it. */
export type ClientUser = UserDto;

/** The seven roles open at registration, with their labels, for the role picker. */
export const REGISTRABLE_ROLES = ROLES.map((value) => ({ value, label: roleLabel(value) }));

export { roleLabel };

/** A `next` target is followed only when it is a path on this site ("/x", never "//host" or "/\host"). */
export function safeNext(next: string | null | undefined, fallback = "/dashboard"): string {
  if (typeof next !== "string" || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\"))
    return fallback;
  return next;
}
