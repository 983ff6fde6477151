import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { toPdfDocDto } from "./dto";
import { businessDocumentsOf } from "./queries";
import type { PdfDocDto } from "./schemas";

export type ListBusinessDocumentsOptions = { actor: Actor };

/** The signed-in user's own business documents, newest first (every upload; the newest of a type is the current one). */
export async function listBusinessDocuments({ actor }: ListBusinessDocumentsOptions): Promise<PdfDocDto[]> {
  requireUserId(actor, "listBusinessDocuments");
  return (await businessDocumentsOf(await getDb(), [actor.userId])).map(toPdfDocDto);
}
