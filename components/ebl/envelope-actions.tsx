"use client";

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

type Props = ActionHandlers & { envelope: EnvelopeDto; entries: EntryDto[] };

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
export function EnvelopeActions({ envelope, entries, onChanged, onStale, onIssues }: Props) {
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

  return (
    <div className={styles.actionList}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={action === "VOID" || action === "REFUSE" || action === "SREJ" ? "btn btn-secondary" : "btn"}
          onClick={() => setOpen(action)}
        >
          {ACTION_BUTTONS[action]}
        </button>
      ))}
      {canDelete ? (
        <button type="button" className="btn btn-danger" onClick={() => setOpen("DELETE")}>
          Delete draft
        </button>
      ) : null}
      {canDecline ? (
        <button type="button" className="btn btn-secondary" onClick={() => setOpen("DECLINE")}>
          Decline draft
        </button>
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
