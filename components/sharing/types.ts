import { apiUrl, type ApiOutput, type EndpointAt } from "@/lib/client/api-client";

/** The sharing API's answers (lib/sharing/schemas.ts), named for the screens that read them. */
export type Sharee = ApiOutput<EndpointAt<"GET", "/api/shipments/{id}/sharedwithusers">>["users"][number];
export type ShareForm = Sharee["forms"][number];
export type SharedWithMeItem = ApiOutput<EndpointAt<"GET", "/api/shipments/sharedwithme">>["shipments"][number];
export type SharedBy = SharedWithMeItem["sharedBy"];
export type SharedByMeItem = ApiOutput<EndpointAt<"GET", "/api/shipments/sharedbyme">>["shipments"][number];
export type DocumentPermission = ApiOutput<EndpointAt<"GET", "/api/document/{id}/{x}/permission">>;
/** A connection from GET /api/network (the share dialog offers the connected ones). */
export type Connection = ApiOutput<EndpointAt<"GET", "/api/network">>["connections"][number];

/** The id revoke-access takes: the account, or the address of a pending invitation. */
export const revokeKey = (sharee: Pick<Sharee, "userId" | "email">) => sharee.userId ?? sharee.email;

/** The document editor asks this before it offers editing (kept here: the editor imports it). */
export const permissionPath = (shipmentId: string, templateKey: string) =>
  apiUrl("/api/document/{id}/{x}/permission", { id: shipmentId, x: templateKey });

/** "Farid Khan (Blue Ocean Forwarding)", or the address alone while nothing else is known. */
export function personLabel(person: {
  name?: string | null;
  company?: string | null;
  companyVerified?: boolean;
  email: string;
}): string {
  const name = person.name?.trim();
  if (!name) return person.email;
  if (!person.company) return name;
  // A company name nobody checked is the account's own claim: say so wherever a partner reads it.
  return person.companyVerified === false ? `${name} (${person.company}, unverified)` : `${name} (${person.company})`;
}
