import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/contract/errors";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { lettersOfCredit, type LetterOfCreditRow } from "@/models";
import { getLetterOfCreditAccess } from "./access";
import { toLetterOfCreditDto } from "./dto";
import type { LetterOfCreditDto } from "./schemas";

export async function letterOfCreditRow(db: DbOrTx, shipmentId: string): Promise<LetterOfCreditRow | undefined> {
  const [row] = await db.select().from(lettersOfCredit).where(eq(lettersOfCredit.shipmentId, shipmentId));
  return row;
}

/** The shipment's letter of credit; 404 when it has none (or the shipment is not the actor's to see). */
export async function getLetterOfCredit({
  actor,
  shipmentId,
}: {
  actor: Actor;
  shipmentId: string;
}): Promise<LetterOfCreditDto> {
  const db = await getDb();
  await getLetterOfCreditAccess(db, actor, shipmentId, { need: "read" });
  const row = await letterOfCreditRow(db, shipmentId);
  if (!row) throw notFound("This shipment has no letter of credit yet.");
  return toLetterOfCreditDto(row);
}
