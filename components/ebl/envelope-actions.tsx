"use client";

import type { ReactNode } from "react";
import {
  Ban,
  CircleCheck,
  CircleX,
  FilePen,
  Handshake,
  PackageCheck,
  Send,
  Signature,
  Stamp,
  Trash,
  Undo2,
  UserCheck,
  X,
  type LucideIcon,
} from "lucide-react";
import type { EntryDto, EnvelopeDto } from "@/lib/ebl/contract";
import type { EblAction, EndorseAction } from "@/lib/ebl/rules";
import { ConfirmDialog } from "@/components/ui/modal";
import { ActionDialog } from "./action-dialog";
import { SurrenderDialog } from "./action-dialogs";
import { AnswerDialogs } from "./answer-dialogs";
import { ACTION_BUTTONS, partyName } from "./labels";
import { recipientFromParty } from "./recipient";
import { TransferDialog } from "./transfer-dialog";
import { useEnvelopeAction, type ActionHandlers } from "./use-envelope-action";
import styles from "./ebl.module.css";

type Props = ActionHandlers & {
  envelope: EnvelopeDto;
  entries: EntryDto[];
  /** Why Issue is not offered yet (the checklist is not complete, or edits are not saved); null when it is. */
  issueBlocked?: string | null;
};

type Choice = EblAction | "DELETE" | "DECLINE";

const ICONS: Record<Choice, LucideIcon> = {
  ISSUE: Stamp,
  ENDORSE_TO_ORDER: Send,
  ENDORSE: UserCheck,
  BLANK_ENDORSE: Signature,
  TRANSFER: Handshake,
  SURRENDER_FOR_DELIVERY: PackageCheck,
  SURRENDER_FOR_AMENDMENT: FilePen,
  SACC: CircleCheck,
  SREJ: CircleX,
  REFUSE: Undo2,
  VOID: Ban,
  DELETE: Trash,
  DECLINE: X,
};

/** Each action in one sentence, beside its button. */
export const ACTION_EXPLAINED: Record<Choice, string> = {
  ISSUE: "Sign the bill and issue it to the shipper. The document is frozen from then on.",
  ENDORSE_TO_ORDER:
    "Transfer to order: the recipient becomes endorsee and holder, and may endorse the bill on to someone else.",
  ENDORSE:
    "Named endorsement: the recipient becomes endorsee and holder; they can surrender the bill but not endorse it on.",
  BLANK_ENDORSE: "Blank endorsement: no endorsee is named, so whoever holds the bill next is its bearer.",
  TRANSFER: "Possession only: hand the bill over without changing who holds title to the goods.",
  SURRENDER_FOR_DELIVERY:
    "Give the bill back to the carrier to take delivery of the goods. Once accepted, the bill's life ends.",
  SURRENDER_FOR_AMENDMENT:
    "Give the bill back to the carrier so it can issue an amended bill, or switch it to paper or another platform.",
  SACC: "Accept the surrender: the bill is closed and the surrendering party's request goes ahead.",
  SREJ: "Reject the surrender: the bill goes back to whoever surrendered it, unchanged.",
  REFUSE: "Refuse this transfer: the bill goes back to whoever sent it to you.",
  VOID: "Void the bill: nobody can act on it again. Use it when a replacement has been issued.",
  DELETE: "Delete the draft and everything entered on it. Nothing was issued, so no party is affected.",
  DECLINE: "Decline to issue this draft: it leaves your list and its creator can name another carrier.",
};

const ORDER: EblAction[] = [
  "ISSUE",
  "ENDORSE_TO_ORDER",
  "ENDORSE",
  "BLANK_ENDORSE",
  "TRANSFER",
  "SURRENDER_FOR_DELIVERY",
  "SURRENDER_FOR_AMENDMENT",
  "SACC",
  "SREJ",
  "REFUSE",
  "VOID",
];
const ENDORSE_SET = new Set<EblAction>(["TRANSFER", "ENDORSE", "ENDORSE_TO_ORDER", "BLANK_ENDORSE"]);

/**
 * The control actions the viewer may take now (the envelope's `availableActions`), each behind
 * a confirmation that names who receives the bill and what changes. A 409 (someone acted
 * first) reloads the bill with a toast; a refusal (422) is shown in the dialog.
 */
export function EnvelopeActions({ envelope, entries, onChanged, onStale, onIssues, issueBlocked = null }: Props) {
  const { open, setOpen, busy, error, close, run, remove, decline } = useEnvelopeAction(envelope.id, {
    onChanged,
    onStale,
    onIssues,
  });
  const actions = ORDER.filter((a) => envelope.availableActions.includes(a));
  const canDelete = envelope.availableActions.includes("DELETE");
  const canDecline = envelope.availableActions.includes("DECLINE");

  if (actions.length === 0 && !canDelete && !canDecline)
    return <p className={styles.muted}>There is nothing for you to do on this eBL now.</p>;

  const common = { busy, error, onCancel: close };
  // One primary action (the first the order gives), the others under it: the destructive ones last.
  const choices: Choice[] = [
    ...actions,
    ...(canDecline ? (["DECLINE"] as const) : []),
    ...(canDelete ? (["DELETE"] as const) : []),
  ];
  const [primary, ...more] = choices;
  const danger = (choice: Choice) => choice === "DELETE" || choice === "VOID";

  const button = (choice: Choice, isPrimary: boolean): ReactNode => {
    const Icon = ICONS[choice];
    const label =
      choice === "DELETE" ? "Delete draft" : choice === "DECLINE" ? "Decline draft" : ACTION_BUTTONS[choice];
    const blocked = choice === "ISSUE" ? issueBlocked : null;
    const hintId = `action-hint-${choice}`;
    return (
      <div key={choice} className={styles.actionChoice}>
        <button
          type="button"
          className={danger(choice) ? "btn btn-danger" : isPrimary ? "btn" : "btn btn-secondary"}
          disabled={!!blocked}
          aria-describedby={hintId}
          onClick={() => setOpen(choice)}
        >
          <Icon size={16} aria-hidden="true" /> {label}
        </button>
        <p className={styles.actionHint} id={hintId}>
          {ACTION_EXPLAINED[choice]}
          {blocked ? <strong> {blocked}</strong> : null}
        </p>
      </div>
    );
  };

  return (
    <div className={styles.actionList}>
      {primary ? button(primary, true) : null}
      {more.length > 0 ? (
        <div className={styles.moreActions} role="group" aria-labelledby="more-actions-heading">
          <h3 id="more-actions-heading">More actions</h3>
          {more.map((choice) => button(choice, false))}
        </div>
      ) : null}

      {open === "ISSUE" ? (
        <ActionDialog
          {...common}
          open
          title="Issue this eBL?"
          recipient={recipientFromParty(envelope.shipper)}
          recipientLabel="Issued to the shipper"
          consequences={[
            "The transport document is frozen and signed: it cannot be edited afterwards.",
            `${partyName(envelope.shipper)} will hold the eBL${envelope.isToOrder ? " and may endorse it" : ""}.`,
            "The first entry of the chain is signed with the platform's key.",
          ]}
          confirmLabel="Issue eBL"
          busyLabel="Issuing…"
          onConfirm={() =>
            void run("/api/envelopes/{id}/issue", {}, () => `eBL issued to ${partyName(envelope.shipper)}.`)
          }
        />
      ) : null}

      {open && ENDORSE_SET.has(open as EblAction) ? (
        <TransferDialog
          key={open}
          action={open as EndorseAction}
          envelope={envelope}
          {...common}
          open
          onConfirm={(recipient) => {
            const action = open as EndorseAction;
            void run(
              "/api/envelopes/{id}/endorse",
              {
                actionCode: action,
                ...(recipient ? { recipient: recipient.ref } : {}),
                expectedLastEntryChecksum: envelope.lastEntryChecksum,
              },
              (changed) => {
                const to = changed.entry?.recipient ? partyName(changed.entry.recipient) : recipient?.legalName;
                if (!to) return "eBL endorsed in blank.";
                return `${action === "TRANSFER" ? "eBL transferred" : "eBL endorsed"} to ${to}.`;
              },
            );
          }}
        />
      ) : null}

      {open === "SURRENDER_FOR_DELIVERY" || open === "SURRENDER_FOR_AMENDMENT" ? (
        <SurrenderDialog
          key={open}
          action={open}
          envelope={envelope}
          {...common}
          open
          onConfirm={(body) =>
            void run("/api/envelopes/{id}/surrender", body, () => `eBL surrendered to ${partyName(envelope.issuer)}.`)
          }
        />
      ) : null}

      <AnswerDialogs open={open} envelope={envelope} entries={entries} common={common} run={run} />
      <ConfirmDialog
        open={open === "DELETE"}
        title="Delete this draft?"
        confirmLabel="Delete draft"
        busyLabel="Deleting…"
        busy={busy}
        danger
        error={error}
        onConfirm={() => void remove()}
        onCancel={close}
      >
        <p>The draft and everything entered on it are deleted. Nothing was issued, so no party is affected.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === "DECLINE"}
        title="Decline this draft?"
        confirmLabel="Decline draft"
        busyLabel="Declining…"
        busy={busy}
        error={error}
        onConfirm={() => void decline()}
        onCancel={close}
      >
        <p>
          The draft leaves your list and you will not issue it. Whoever drafted it sees that you declined it and can
          name another carrier.
        </p>
      </ConfirmDialog>
    </div>
  );
}
