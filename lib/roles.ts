/**
 * Role labels for the screens and mails. The roles themselves live with the schema
 * (models/roles.ts); they are re-exported here because the browser code imports them from here.
 */
import type { UserRole } from "@/models/roles";

export { REGISTRABLE_ROLES, USER_ROLES, type RegistrableRole, type UserRole } from "@/models/roles";

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
