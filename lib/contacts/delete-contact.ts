import { and, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { notFound } from "@/lib/contract/errors";
import { contacts } from "@/models";

export type DeleteContactOptions = { actor: Actor; contactId: string };

/**
 * Deletes one of the actor's saved contacts. Documents that were filled from it keep their
 * copy of the party: autofill copies, it does not link.
 */
export async function deleteContact({ actor, contactId }: DeleteContactOptions): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(contacts)
      .where(and(eq(contacts.id, contactId), eq(contacts.ownerId, actor.userId)))
      .returning({ id: contacts.id, data: contacts.data });
    if (!row) throw notFound("Contact not found.");
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "contact.deleted",
      entityType: "contact",
      entityId: row.id,
      data: { name: row.data.name, company: row.data.company },
    });
  });
}
