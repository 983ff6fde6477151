import { sharedForms } from "@/lib/shipments/access";
import type { TemplateKey } from "@/lib/templates/descriptors";
import {
  users,
  type ShareAccess,
  type ShareForm,
  type ShipmentRow,
  type ShipmentShareRow,
  type UserRow,
} from "@/models";
import type { ShareeDto } from "./schemas";

export type ShareeUser = Pick<UserRow, "id" | "email" | "firstName" | "lastName" | "company" | "role">;

/** The columns of a sharee's account that the share DTOs show. */
export const shareeColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  company: users.company,
  role: users.role,
};

/** The documents of a share that the shipment still has, in the shipment's order. */
export function currentForms(shipment: ShipmentRow, forms: ShareForm[]): { name: TemplateKey; access: ShareAccess }[] {
  return [...sharedForms(shipment, forms)].map(([name, access]) => ({ name, access }));
}

/** A share as its owner sees it; `user` is the attached account (null while pending). */
export function toShareeDto(shipment: ShipmentRow, share: ShipmentShareRow, user: ShareeUser | null): ShareeDto {
  return {
    userId: user?.id ?? null,
    email: user?.email ?? share.email,
    name: user ? `${user.firstName} ${user.lastName}`.trim() : null,
    company: user?.company ?? null,
    role: user?.role ?? null,
    pending: !user,
    forms: currentForms(shipment, share.forms),
    createdAt: share.createdAt.toISOString(),
    updatedAt: share.updatedAt.toISOString(),
  };
}
