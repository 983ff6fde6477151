import { and, asc, eq, lte } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { envelopeEntries } from "@/models";
import { getEnvelopeForParty, ruleError } from "./access";
import type { EblBundle, EnvelopeManifest } from "./chain/format";
import { signJson } from "./chain/sign";
import { getKeyRing } from "./keys";

export type ExportEnvelopeOptions = { actor: Actor; envelopeId: string };
export type ExportedEnvelope = { bundle: EblBundle; filename: string };

/**
 * The envelope as a DCSA PINT EblEnvelope plus the public keys that signed it (lib/ebl/chain/
 * format.ts EblBundle): what the offline verifier checks. The EnvelopeManifest is signed at
 * export, binding the document to the chain's last entry at that moment. Parties only; a draft
 * has no chain yet (422 not_issued).
 */
export async function exportEnvelope({ actor, envelopeId }: ExportEnvelopeOptions): Promise<ExportedEnvelope> {
  const db = await getDb();
  const envelope = await getEnvelopeForParty(db, actor, envelopeId);
  if (envelope.status === "DRAFT" || !envelope.documentChecksum || !envelope.lastEntryChecksum) {
    throw ruleError(
      "not_issued",
      "This eBL is still a draft: there is nothing signed to export until the carrier issues it.",
    );
  }
  // An action committed after the envelope was read is left out: the bundle stays the state it was read in.
  const entries = await db
    .select({ signedContent: envelopeEntries.signedContent })
    .from(envelopeEntries)
    .where(and(eq(envelopeEntries.envelopeId, envelopeId), lte(envelopeEntries.sequence, envelope.entryCount)))
    .orderBy(asc(envelopeEntries.sequence));
  const ring = await getKeyRing();
  const manifest: EnvelopeManifest = {
    transportDocumentChecksum: envelope.documentChecksum,
    lastEnvelopeTransferChainEntrySignedContentChecksum: envelope.lastEntryChecksum,
  };
  const bundle: EblBundle = {
    transportDocument: envelope.transportDocument,
    envelopeManifestSignedContent: await signJson(manifest, ring.signer),
    envelopeTransferChain: entries.map((e) => e.signedContent),
    exportlyKeys: ring.jwks,
  };
  const reference = String(envelope.transportDocument.transportDocumentReference ?? envelope.id).replace(
    /[^A-Za-z0-9._-]+/g,
    "-",
  );
  return { bundle, filename: `ebl-${reference}.json` };
}
