/**
 * The user roles, shared by the schema (the `user_role` enum), the server and the browser. This
 * module imports nothing, so the client bundle stays small. `admin` is never self-assigned
 * (docs/architecture.md §4).
 */
export const REGISTRABLE_ROLES = [
  "exporter",
  "importer",
  "bank",
  "shipping_line",
  "freight_forwarder",
  "customs_house_agent",
  "surveyor",
] as const;
export const USER_ROLES = [...REGISTRABLE_ROLES, "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];
