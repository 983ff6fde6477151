import type { Issue } from "@/lib/contract/errors";
import type { EnvelopeRow } from "./access";
import { issueIssues, utcToday } from "./document";

type Json = Record<string, unknown>;

/** The document as issuing writes it: status ISSUED, and today's date unless the carrier gave the issue date. */
export const documentAsIssued = (document: Json, now = new Date()): Json => ({
  ...document,
  transportDocumentStatus: "ISSUED",
  issueDate: document.issueDate ?? utcToday(now),
});

/**
 * What would stop a draft from being issued now: the very check POST …/issue makes
 * (lib/ebl/issue-envelope.ts), on the draft as issuing would write it. The draft's parties are
 * already stamped by the server when it is saved (lib/ebl/draft.ts), as issuing stamps them. The
 * screens turn these into the "Ready to issue" checklist (lib/ebl/issue-checklist.ts).
 */
export function draftIssueProblems(envelope: EnvelopeRow, now = new Date()): Issue[] {
  return issueIssues(documentAsIssued(envelope.transportDocument, now), {
    consigneeId: envelope.consigneeId,
    endorseeId: envelope.endorseeId,
    isToOrder: envelope.isToOrder,
  });
}
