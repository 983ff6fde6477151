import type { UserDto } from "@/lib/accounts/schemas";
import { REGISTRABLE_ROLES as ROLES, roleLabel } from "@/lib/roles";

/** The user DTO as the API sends it. */
export type ClientUser = UserDto;

/** The seven roles open at registration, with their labels, for the role picker. */
export const REGISTRABLE_ROLES = ROLES.map((value) => ({ value, label: roleLabel(value) }));

export { roleLabel };
