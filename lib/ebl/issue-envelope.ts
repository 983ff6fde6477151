import type { Actor } from "@/lib/auth/actor";
import { appendEntry, type AppendedEntry } from "./append-entry";
import { ruleError } from "./access";
import { canonicalChecksum } from "./chain/checksum";
import type { IssuanceManifest } from "./chain/format";
import { signJson } from "./chain/sign";
import { issueIssues, stampParties } from "./document";
import { documentAsIssued } from "./issue-check";
import { getKeyRing } from "./keys";
import { CARRIER_ROLES, chainParty, loadParties } from "./parties";

export type IssueEnvelopeOptions = { actor: Actor; envelopeId: string; expectedLastEntryChecksum?: string };

/**
 * The carrier issues the draft to the shipper (POST /api/envelopes/{id}/issue). The document
 * gets its status and issue date, must then validate completely (DCSA's schema and
 * lib/ebl/document.ts rules, each problem listed), and is frozen: its checksum is in every
 * entry. The first entry carries the signed IssuanceManifest (document checksum, and the
 * checksum of the party it was issued to).
 */
export function issueEnvelope({
  actor,
  envelopeId,
  expectedLastEntryChecksum,
}: IssueEnvelopeOptions): Promise<AppendedEntry> {
  return appendEntry({
    actor,
    envelopeId,
    action: "ISSUE",
    expectedLastEntryChecksum,
    prepare: async ({ tx, envelope, actorParty, recipientParty, now }) => {
      if (!CARRIER_ROLES.includes(actorParty.role))
        throw ruleError("carrier_role", "Only a shipping line or freight forwarder can issue a bill of lading.");
      const consignee = envelope.consigneeId
        ? ((await loadParties(tx, [envelope.consigneeId])).get(envelope.consigneeId) ?? null)
        : null;
      const stamped = stampParties(envelope.transportDocument, {
        issuer: actorParty,
        shipper: recipientParty!,
        consignee,
        isToOrder: envelope.isToOrder,
      });
      const transportDocument = documentAsIssued(stamped, now);
      const issues = issueIssues(transportDocument, {
        consigneeId: envelope.consigneeId,
        endorseeId: envelope.endorseeId,
        isToOrder: envelope.isToOrder,
      });
      if (issues.length) {
        throw ruleError(
          "invalid_document",
          `The bill cannot be issued: ${issues.length} problem${issues.length === 1 ? "" : "s"} in the document (${issues[0]!.path}: ${issues[0]!.message}${issues.length > 1 ? " …" : ""}).`,
          { issues },
        );
      }
      const documentChecksum = await canonicalChecksum(transportDocument);
      const manifest: IssuanceManifest = {
        documentChecksum,
        issueToChecksum: await canonicalChecksum(chainParty(recipientParty!)),
      };
      const issuanceManifestSignedContent = await signJson(manifest, (await getKeyRing()).signer);
      return {
        transportDocument,
        documentChecksum,
        issuanceManifestSignedContent,
        auditData: { documentChecksum, transportDocumentReference: transportDocument.transportDocumentReference },
      };
    },
  });
}
