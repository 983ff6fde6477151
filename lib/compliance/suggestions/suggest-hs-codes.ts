import type { Actor } from "@/lib/auth/actor";
import { requireUserId } from "@/lib/auth/actor";
import { suggestHsCodes, type HsCandidate } from "@/lib/reference/hs-suggest";

/** HS 2022 candidates for what the user typed; the editor shows them and the user picks one. */
export async function suggestHsCodesFor({
  actor,
  q,
}: {
  actor: Actor;
  q: string;
}): Promise<{ candidates: HsCandidate[] }> {
  requireUserId(actor, "suggestHsCodesFor");
  return { candidates: suggestHsCodes(q, 10) };
}
