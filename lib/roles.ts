/**
 * Roles, shared by the schema, the server and the browser (this module imports nothing, so the
 * client bundle stays small). `admin` is never self-assigned (docs/architecture.md §4).
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

export const ROLE_LABELS: Record<UserRole, string> = {
  exporter: "Exporter",
  importer: "Importer",
  bank: "Bank",
  shipping_line: "Shipping line",
  freight_forwarder: "Freight forwarder",
  customs_house_agent: "Customs house agent",
  surveyor: "Surveyor",
  admin: "Administrator",
};

export const roleLabel = (role: string): string => ROLE_LABELS[role as UserRole] ?? role;
