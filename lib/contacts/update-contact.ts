import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError, toIssues } from "@/lib/contract/errors";
import { compact } from "@/lib/master-data/fields";
import { contacts } from "@/models";
import { toContactDto } from "./dto";
import type { ContactDto } from "./schemas";
import { getOwnedContact } from "./access";
import { ZContactData, type ZContactFields } from "./schemas";

export type UpdateContactOptions = {
  actor: Actor;
  contactId: string;
  changes: Partial<z.output<typeof ZContactFields>>;
};

/**
 * Changes some fields of one of the actor's contacts: fields sent replace the saved ones
 * (addressLines, taxIds and roles as a whole), "" or null clears one, fields left out stay.
 * The merged contact must still be valid (a name or a company).
 */
export async function updateContact({ actor, contactId, changes }: UpdateContactOptions): Promise<ContactDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await getOwnedContact(tx, actor, contactId, { forUpdate: true });
    const merged = ZContactData.safeParse({ ...current.data, ...changes });
    if (!merged.success) {
      const issues = toIssues(merged.error).map((i) => ({ ...i, path: i.path ? `data.${i.path}` : "data" }));
      throw new AppError("validation_failed", issues[0]!.message, { issues });
    }
    const data = compact(merged.data);
    const [row] = await tx
      .update(contacts)
      .set({ data, updatedAt: new Date() })
      .where(eq(contacts.id, current.id))
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "contact.updated",
      entityType: "contact",
      entityId: current.id,
      data: { fields: Object.keys(changes).sort() },
    });
    return toContactDto(row!);
  });
}
