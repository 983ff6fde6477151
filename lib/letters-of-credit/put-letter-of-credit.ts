import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { amountToMinor } from "@/lib/money/amount";
import { lettersOfCredit } from "@/models";
import { getLetterOfCreditAccess } from "./access";
import { storedTerms, toLetterOfCreditDto } from "./dto";
import { letterOfCreditRow } from "./get-letter-of-credit";
import type { LetterOfCreditDto, LetterOfCreditInput } from "./schemas";

/**
 * Sets the shipment's letter of credit as a whole (PUT: fields left out are cleared). The
 * shipment row is locked, so two first PUTs cannot both insert. Audited with the terms.
 */
export async function putLetterOfCredit({
  actor,
  shipmentId,
  input,
}: {
  actor: Actor;
  shipmentId: string;
  input: LetterOfCreditInput;
}): Promise<LetterOfCreditDto> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await getLetterOfCreditAccess(tx, actor, shipmentId, { need: "edit", forUpdate: true });
    const amountMinor = amountToMinor(input.amount, input.currency);
    const terms = storedTerms(input);
    const existing = await letterOfCreditRow(tx, shipmentId);
    const now = new Date();
    const [row] = existing
      ? await tx
          .update(lettersOfCredit)
          .set({
            currency: input.currency,
            amountMinor,
            terms,
            version: existing.version + 1,
            updatedAt: now,
            updatedBy: actor.userId,
          })
          .where(eq(lettersOfCredit.id, existing.id))
          .returning()
      : await tx
          .insert(lettersOfCredit)
          .values({ shipmentId, currency: input.currency, amountMinor, terms, updatedBy: actor.userId })
          .returning();
    const dto = toLetterOfCreditDto(row!);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: existing ? "letter_of_credit.updated" : "letter_of_credit.created",
      entityType: "letter_of_credit",
      entityId: row!.id,
      data: { shipmentId, ...dto },
    });
    return dto;
  });
}
