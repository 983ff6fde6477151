import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getOwnedSource } from "./access";
import { toSourceDto } from "./dto";
import type { SourceDto } from "./schemas";

export async function getSource({ actor, sourceId }: { actor: Actor; sourceId: string }): Promise<SourceDto> {
  return toSourceDto(await getOwnedSource(await getDb(), actor, sourceId));
}
