/** The user DTO as the API sends it (lib/accounts/schemas.ts ZUserDto). */
export type ClientUser = {
  id: string;
  _id: string;
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  phone: string | null;
  company: string | null;
  country: string | null;
  verificationState: string;
  createdAt: string;
  updatedAt: string;
};

/** The seven roles open at registration (DESIGN §4), with their labels. `admin` is never self-assigned. */
export const REGISTRABLE_ROLES = [
  { value: "exporter", label: "Exporter" },
  { value: "importer", label: "Importer" },
  { value: "bank", label: "Bank" },
  { value: "shipping_line", label: "Shipping line" },
  { value: "freight_forwarder", label: "Freight forwarder" },
  { value: "customs_house_agent", label: "Customs house agent" },
  { value: "surveyor", label: "Surveyor" },
] as const;

export function roleLabel(role: string): string {
  if (role === "admin") return "Administrator";
  return REGISTRABLE_ROLES.find((r) => r.value === role)?.label ?? role;
}

/** A `next` target is followed only when it is a path on this site ("/x", never "//host" or "/\host"). */
export function safeNext(next: string | null | undefined, fallback = "/dashboard"): string {
  if (typeof next !== "string" || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  return next;
}
