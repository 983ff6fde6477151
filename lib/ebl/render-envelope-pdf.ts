import type { Actor } from "@/lib/auth/actor";
import { getEnvelope } from "./get-envelope";
import { listChain } from "./list-chain";
import { renderBillPdf } from "./render-bill-pdf";
import { verifyEnvelope } from "./verify-envelope";

export type RenderEnvelopePdfOptions = { actor: Actor; envelopeId: string };

/**
 * GET /api/envelopes/{id}/pdf: the bill printed like a bill of lading, with its chain and, once
 * issued, the verifier's verdict on it. A printout is a copy, never the eBL itself. Parties only.
 */
export async function renderEnvelopePdf({
  actor,
  envelopeId,
}: RenderEnvelopePdfOptions): Promise<{ bytes: Buffer; filename: string }> {
  const envelope = await getEnvelope({ actor, envelopeId });
  const entries = await listChain({ actor, envelopeId });
  const verification = envelope.status === "DRAFT" ? undefined : await verifyEnvelope({ actor, envelopeId });
  const bytes = await renderBillPdf({ envelope, entries, verification });
  const reference = String(envelope.transportDocument.transportDocumentReference ?? envelope.id).replace(
    /[^A-Za-z0-9._-]+/g,
    "-",
  );
  return { bytes, filename: `ebl-${reference}.pdf` };
}
