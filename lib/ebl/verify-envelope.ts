import type { Actor } from "@/lib/auth/actor";
import type { VerificationReport } from "./contract";
import { exportEnvelope } from "./export-envelope";
import { getKeyRing } from "./keys";
import { verifyBundle } from "./verifier/verify-bundle";

export type VerifyEnvelopeOptions = { actor: Actor; envelopeId: string };

/**
 * GET /api/envelopes/{id}/verify: the stored chain checked exactly as an outsider would check
 * its export (the same bundle, the same offline verifier), with this platform's keys trusted.
 * Parties only; a draft has nothing signed (422 not_issued).
 */
export async function verifyEnvelope({ actor, envelopeId }: VerifyEnvelopeOptions): Promise<VerificationReport> {
  const { bundle } = await exportEnvelope({ actor, envelopeId });
  const { jwks } = await getKeyRing();
  return verifyBundle(bundle, { trustedKeys: jwks });
}
