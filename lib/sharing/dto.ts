import type { DbOrTx } from "@/lib/db/client";
import { relatedAccounts } from "@/lib/network/relationship";
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

export type ShareeUser = Pick<
  UserRow,
  "id" | "email" | "firstName" | "lastName" | "company" | "role" | "verificationState"
>;

/** The columns of a sharee's account that the share DTOs show. */
export const shareeColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  company: users.company,
  role: users.role,
  verificationState: users.verificationState,
};

/** The documents of a share that the shipment still has, in the shipment's order. */
export function currentForms(shipment: ShipmentRow, forms: ShareForm[]): { name: TemplateKey; access: ShareAccess }[] {
  return [...sharedForms(shipment, forms)].map(([name, access]) => ({ name, access }));
}

/**
 * The sharees whose account the owner may be told about: a share they opened, or another
 * relationship with the owner (lib/network/relationship.ts). Anyone else is shown exactly as
 * an address without an account is.
 */
export async function revealedSharees(
  db: DbOrTx,
  ownerId: string,
  rows: { share: ShipmentShareRow; user: ShareeUser | null }[],
): Promise<Set<string>> {
  const opened = rows.filter((r) => r.user && r.share.openedAt).map((r) => r.user!.id);
  const related = await relatedAccounts(
    db,
    ownerId,
    rows.filter((r) => r.user && !r.share.openedAt).map((r) => r.user!.id),
  );
  return new Set([...opened, ...related]);
}

/**
 * A share as its owner sees it. `user` is the attached account; it is shown only when
 * `revealed` (see revealedSharees), else the share reads as pending on the typed address.
 */
export function toShareeDto(
  shipment: ShipmentRow,
  share: ShipmentShareRow,
  attached: ShareeUser | null,
  revealed: boolean,
): ShareeDto {
  const user = revealed ? attached : null;
  return {
    userId: user?.id ?? null,
    email: user?.email ?? share.email,
    name: user ? `${user.firstName} ${user.lastName}`.trim() : null,
    company: user?.company ?? null,
    companyVerified: user?.verificationState === "verified",
    role: user?.role ?? null,
    pending: !user,
    forms: currentForms(shipment, share.forms),
    createdAt: share.createdAt.toISOString(),
    updatedAt: share.updatedAt.toISOString(),
  };
}
