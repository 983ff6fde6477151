"use client";

import type { EntryDto, EnvelopeDto, PartyDto } from "@/lib/ebl/contract";
import type { EblAction } from "@/lib/ebl/rules";
import { CommentDialog, VoidDialog, type DialogCommon } from "./action-dialogs";
import { recipientFromParty } from "./recipient";
import type { useEnvelopeAction } from "./use-envelope-action";

/** The party an action is addressed to when the rules fix it: the previous holder of a refusal, the requester of a surrender. */
function lastActor(entries: EntryDto[], codes: readonly string[]): PartyDto | null {
  for (let i = entries.length - 1; i >= 0; i--) if (codes.includes(entries[i]!.actionCode)) return entries[i]!.actor;
  return null;
}

/** The answers to what another party did: accept or reject a surrender, refuse a transfer, void. */
export function AnswerDialogs({
  open,
  envelope,
  entries,
  common,
  run,
}: {
  open: EblAction | "DELETE" | "DECLINE" | null;
  envelope: EnvelopeDto;
  entries: EntryDto[];
  common: Omit<DialogCommon, "open">;
  run: ReturnType<typeof useEnvelopeAction>["run"];
}) {
  const requester = lastActor(entries, ["SURRENDER_FOR_DELIVERY", "SURRENDER_FOR_AMENDMENT"]);
  const previousHolder = entries.length > 0 ? entries[entries.length - 1]!.actor : null;
  return (
    <>
      {open === "SACC" ? (
        <CommentDialog
          {...common}
          open
          title="Accept the surrender?"
          recipient={requester ? recipientFromParty(requester) : null}
          recipientLabel="Surrendered by"
          consequences={
            envelope.status === "PENDING_SURRENDER_FOR_AMENDMENT"
              ? ["The bill becomes surrendered for amendment: you may then void it and issue an amended bill."]
              : [
                  "The bill becomes surrendered for delivery: its life ends here and nobody can act on it again.",
                  "Release the cargo to the party who surrendered it.",
                ]
          }
          commentLabel="Comment (optional)"
          confirmLabel="Accept surrender"
          busyLabel="Accepting…"
          onSubmit={(comment) =>
            void run("/api/envelopes/{id}/surrender-response", { accept: true, comment }, () => "Surrender accepted.")
          }
        />
      ) : null}
      {open === "SREJ" ? (
        <CommentDialog
          {...common}
          open
          title="Reject the surrender?"
          recipient={requester ? recipientFromParty(requester) : null}
          recipientLabel="Returned to"
          consequences={["The bill goes back to the party who surrendered it, as it was before."]}
          commentLabel="Reason for rejecting"
          commentRequired
          confirmLabel="Reject surrender"
          busyLabel="Rejecting…"
          danger
          onSubmit={(comment) =>
            void run(
              "/api/envelopes/{id}/surrender-response",
              { accept: false, comment },
              () => "Surrender rejected: the bill went back.",
            )
          }
        />
      ) : null}
      {open === "REFUSE" ? (
        <CommentDialog
          {...common}
          open
          title="Refuse this transfer?"
          recipient={previousHolder ? recipientFromParty(previousHolder) : null}
          recipientLabel="Sent back to"
          consequences={[
            "You will no longer hold this eBL.",
            "The bill returns to its previous holder exactly as it was before the transfer.",
          ]}
          commentLabel="Comment (optional)"
          confirmLabel="Refuse transfer"
          busyLabel="Refusing…"
          danger
          onSubmit={(comment) =>
            void run(
              "/api/envelopes/{id}/refuse",
              comment ? { comment } : {},
              () => "Transfer refused: the bill went back.",
            )
          }
        />
      ) : null}
      {open === "VOID" ? (
        <VoidDialog
          {...common}
          open
          onConfirm={(body) => void run("/api/envelopes/{id}/void", body, () => "eBL voided.")}
        />
      ) : null}
    </>
  );
}
