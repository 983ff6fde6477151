import { count, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { compact } from "@/lib/master-data/fields";
import { contacts } from "@/models";
import { toContactDto } from "./dto";
import type { ContactDto } from "./schemas";
import type { ContactData } from "./schemas";

/** A generous ceiling that keeps one account from filling the database. */
export const MAX_CONTACTS = 10_000;

export type CreateContactOptions = { actor: Actor; data: ContactData };

/** Saves a trade party for autofill; `data` is already checked by ZContactData. */
export async function createContact({ actor, data }: CreateContactOptions): Promise<ContactDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(contacts).where(eq(contacts.ownerId, actor.userId));
    if ((existing?.n ?? 0) >= MAX_CONTACTS) {
      throw new AppError(
        "unprocessable",
        `You can save at most ${MAX_CONTACTS.toLocaleString("en")} contacts. Delete contacts you no longer use.`,
      );
    }
    const [row] = await tx
      .insert(contacts)
      .values({ ownerId: actor.userId, data: compact(data) })
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "contact.created",
      entityType: "contact",
      entityId: row!.id,
      data: { name: data.name, company: data.company },
    });
    return toContactDto(row!);
  });
}
