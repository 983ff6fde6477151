import type { FileRow } from "@/models";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { businessDocumentsOf } from "./queries";

export type ListBusinessDocumentsOptions = { actor: Actor };

/** The signed-in user's own business documents, newest first (every upload; the newest of a type is the current one). */
export async function listBusinessDocuments({ actor }: ListBusinessDocumentsOptions): Promise<FileRow[]> {
  requireUserId(actor, "listBusinessDocuments");
  return businessDocumentsOf(await getDb(), [actor.userId]);
}
