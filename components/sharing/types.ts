import type { Shipment, ShipmentStatus } from "@/components/shipments/types";
import type { ShareAccess } from "./permission";

/** The sharing API's shapes as the screens read them (lib/sharing/schemas.ts). */
export type ShareForm = { name: string; access: ShareAccess };

export type Sharee = {
  userId: string | null;
  email: string;
  name: string | null;
  company: string | null;
  role: string | null;
  /** An invitation to an address with no account yet (or not yet accepted). */
  pending: boolean;
  forms: ShareForm[];
  createdAt: string;
  updatedAt: string;
};

export type SharedBy = { id: string; email: string; name: string; company: string | null };

export type SharedWithMeItem = {
  shipment: Shipment;
  forms: ShareForm[];
  sharedBy: SharedBy;
  sharedAt: string;
  updatedAt: string;
};
export type SharedWithMePage = { shipments: SharedWithMeItem[]; nextCursor: string | null };

export type SharedByMeItem = { shipment: { id: string; reference: string; status: ShipmentStatus }; users: Sharee[] };
export type SharedByMePage = { shipments: SharedByMeItem[]; nextCursor: string | null };

export type DocumentPermission = { hasEditAccess: boolean; sharedBy?: SharedBy | null };

/** A connection from GET /api/network?connStatus=CONNECTED (the network screens). */
export type Connection = {
  email: string;
  status: string;
  role?: string | null;
  name?: string | null;
  company?: string | null;
};

/** The id revoke-access takes: the account, or the address of a pending invitation. */
export const revokeKey = (sharee: Pick<Sharee, "userId" | "email">) => sharee.userId ?? sharee.email;

export const shareePath = (shipmentId: string) => `/api/shipments/${encodeURIComponent(shipmentId)}/sharedwithusers`;
export const revokePath = (shipmentId: string, sharee: Pick<Sharee, "userId" | "email">) =>
  `/api/shipments/revoke-access/${encodeURIComponent(shipmentId)}/${encodeURIComponent(revokeKey(sharee))}`;
export const permissionPath = (shipmentId: string, templateKey: string) =>
  `/api/document/${encodeURIComponent(shipmentId)}/${encodeURIComponent(templateKey)}/permission`;

/** "Farid Khan (Blue Ocean Forwarding)", or the address alone while nothing else is known. */
export function personLabel(person: { name?: string | null; company?: string | null; email: string }): string {
  const name = person.name?.trim();
  if (!name) return person.email;
  return person.company ? `${name} (${person.company})` : name;
}
