import { and, eq } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import type { DbOrTx } from "@/lib/db/client";
import { notFound } from "@/lib/contract/errors";
import { contacts, type ContactRow } from "@/models";

/**
 * The one place that decides which saved contacts an actor may touch: their own. Another
 * user's contact answers the same 404 as one that does not exist.
 */
export async function getOwnedContact(
  db: DbOrTx,
  actor: Actor,
  contactId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ContactRow> {
  // Drizzle's and() drops undefined silently: a missing actor must fail loudly instead.
  requireUserId(actor, "getOwnedContact");
  const query = db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.ownerId, actor.userId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("Contact not found.");
  return row;
}
