import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { notFound } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { lettersOfCredit } from "@/models";
import { getLetterOfCreditAccess } from "./access";
import { toLetterOfCreditDto } from "./dto";
import { letterOfCreditRow } from "./get-letter-of-credit";

/** Removes the shipment's letter of credit (404 when it has none); the audit log keeps its terms. */
export async function deleteLetterOfCredit({ actor, shipmentId }: { actor: Actor; shipmentId: string }) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await getLetterOfCreditAccess(tx, actor, shipmentId, { need: "edit", forUpdate: true });
    const existing = await letterOfCreditRow(tx, shipmentId);
    if (!existing) throw notFound("This shipment has no letter of credit.");
    await tx.delete(lettersOfCredit).where(eq(lettersOfCredit.id, existing.id));
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "letter_of_credit.deleted",
      entityType: "letter_of_credit",
      entityId: existing.id,
      data: { shipmentId, ...toLetterOfCreditDto(existing) },
    });
  });
}
