import { composeMail } from "@/lib/mail/layout";
import { sendMail } from "@/lib/mail/send-mail";
import { logger } from "@/lib/observability/logger";
import { siteUrl } from "@/lib/site/metadata";
import type { EnvelopeRow } from "./access";
import { controlOf } from "./dto";
import { displayName, type EblParty } from "./parties";
import type { EblAction } from "./rules";

export type EntryNotice = {
  action: EblAction;
  actorId: string;
  before: EnvelopeRow;
  after: EnvelopeRow;
  recipientId: string | null;
  parties: Map<string, EblParty>;
  comments: string | null;
};

const WHAT: Record<EblAction, string> = {
  ISSUE: "issued the electronic bill of lading {ref} to you",
  TRANSFER: "transferred possession of the eBL {ref} to you",
  ENDORSE: "endorsed the eBL {ref} to you",
  ENDORSE_TO_ORDER: "endorsed the eBL {ref} to your order",
  BLANK_ENDORSE: "endorsed the eBL {ref} in blank",
  SURRENDER_FOR_DELIVERY: "surrendered the eBL {ref} for delivery",
  SURRENDER_FOR_AMENDMENT: "surrendered the eBL {ref} for amendment",
  SACC: "accepted the surrender of the eBL {ref}",
  SREJ: "rejected the surrender of the eBL {ref}",
  REFUSE: "refused the transfer of the eBL {ref}",
  VOID: "voided the eBL {ref}",
};

/** What each party concerned is asked to do next, when anything. */
function nextStep(notice: EntryNotice, to: string): string | null {
  const { action, after } = notice;
  if (to === after.possessorId && (action === "SURRENDER_FOR_DELIVERY" || action === "SURRENDER_FOR_AMENDMENT"))
    return "Accept or reject the surrender on Exportly.";
  if (to === after.possessorId && after.status === "ISSUED")
    return "You now control it on Exportly: you can transfer, endorse or surrender it, or refuse this transfer as your next action.";
  return null;
}

const pending = new Set<Promise<unknown>>();

/**
 * Sends the notices of a committed entry in the background: the action answers as soon as it
 * commits (an SMTP exchange costs more than the transfer itself, bench/README.md). sendMail never
 * throws; a failed send is kept in the outbox.
 */
export function notifyEntryInBackground(notice: EntryNotice): void {
  const sending = notifyEntry(notice).catch((error: unknown) => logger.error({ err: error }, "eBL notice failed"));
  pending.add(sending);
  void sending.finally(() => pending.delete(sending));
}

/** Resolves when every notice scheduled so far has been sent (tests, benchmarks, shutdown). */
export async function eblNoticesSent(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}

/**
 * Tells the parties concerned by a chain entry: the recipient, the possessor who lost control
 * (when not the actor), and the requester of a surrender on its answer or void. Called after
 * the commit: a mail problem must not undo the entry (sendMail never throws).
 */
export async function notifyEntry(notice: EntryNotice): Promise<void> {
  const { action, actorId, before, after, recipientId, parties } = notice;
  const concerned = new Set<string>();
  if (recipientId) concerned.add(recipientId);
  if (before.possessorId && before.possessorId !== after.possessorId) concerned.add(before.possessorId);
  const requester = controlOf(before).surrenderRequester;
  if (requester && (action === "SACC" || action === "SREJ" || action === "VOID")) concerned.add(requester);
  concerned.delete(actorId);
  const actor = parties.get(actorId);
  if (!actor) return;
  const reference =
    typeof after.transportDocument.transportDocumentReference === "string"
      ? after.transportDocument.transportDocumentReference
      : after.id.slice(0, 8);
  const link = new URL(`/ebills/${after.id}`, siteUrl()).toString();
  const what = WHAT[action].replace("{ref}", reference);
  await Promise.all(
    [...concerned].map((id) => {
      const party = parties.get(id);
      if (!party) return undefined;
      const paragraphs = [`${displayName(actor)} ${what}.`];
      if (notice.comments) paragraphs.push(`Comment: ${notice.comments}`);
      const step = nextStep(notice, id);
      if (step) paragraphs.push(step);
      paragraphs.push(`Open it: ${link}`);
      return sendMail({ to: party.email, subject: `${displayName(actor)} ${what}`, ...composeMail(paragraphs) });
    }),
  );
}
