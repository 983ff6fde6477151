"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { toast } from "react-toastify";
import type { EntryDto, EnvelopeDto, PartyDto } from "@/lib/ebl/contract";
import type { EblAction, EndorseAction } from "@/lib/ebl/rules";
import type { ConnectionDto } from "@/lib/network/schemas";
import { api, ApiError, errorMessage, type ApiIssue } from "@/lib/client/api";
import { roleLabel } from "@/lib/roles";
import { ConfirmDialog } from "@/components/ui/modal";
import { ActionDialog } from "./action-dialog";
import { ACTION_BUTTONS, AMENDMENT_REASONS, ENDORSE_HINTS, envelopePath, partyName } from "./labels";
import { lookUpRecipient, recipientFromConnection, recipientFromParty, type Recipient } from "./recipient";
import styles from "./ebl.module.css";

type Changed = { envelope: EnvelopeDto; entry?: EntryDto | null };

type Props = {
  envelope: EnvelopeDto;
  entries: EntryDto[];
  /** After a successful action, with the API's answer. */
  onChanged: (changed: Changed) => void;
  /** Someone else acted first (409), or the bill must be read again. */
  onStale: () => void;
  /** The document does not pass DCSA validation (issue answered 422 invalid_document). */
  onIssues: (issues: ApiIssue[], message: string) => void;
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

/** The party an action is addressed to when the rules fix it: the previous holder of a refusal, the requester of a surrender. */
function lastActor(entries: EntryDto[], codes: readonly string[]): PartyDto | null {
  for (let i = entries.length - 1; i >= 0; i--) if (codes.includes(entries[i]!.actionCode)) return entries[i]!.actor;
  return null;
}

/**
 * The control actions the viewer may take now (the envelope's `availableActions`), each behind
 * a confirmation that names who receives the bill and what changes. A 409 (someone acted
 * first) reloads the bill with a toast; a refusal (422) is shown in the dialog.
 */
export function EnvelopeActions({ envelope, entries, onChanged, onStale, onIssues }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState<EblAction | "DELETE" | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = ORDER.filter((a) => envelope.availableActions.includes(a));
  const canDelete = envelope.availableActions.includes("DELETE");

  const close = () => {
    if (busy) return;
    setOpen(null);
    setError(null);
  };

  /** POSTs one action; true when it went through. */
  async function run(
    action: string,
    body: Record<string, unknown>,
    success: (changed: Changed) => string,
  ): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const changed = await api<Changed>(envelopePath(envelope.id, action), { method: "POST", body });
      toast.success(success(changed));
      setOpen(null);
      onChanged(changed);
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        toast.warning(`${e.message || "Someone else acted on this eBL first."} Showing its latest state.`);
        setOpen(null);
        onStale();
      } else if (e instanceof ApiError && e.status === 422 && e.issues.length > 0) {
        setOpen(null);
        onIssues(e.issues, e.message);
      } else setError(errorMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await api(envelopePath(envelope.id), { method: "DELETE" });
      toast.success("Draft deleted.");
      router.push("/ebl");
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  if (actions.length === 0 && !canDelete)
    return <p className={styles.muted}>There is nothing for you to do on this eBL now.</p>;

  const common = { busy, error, onCancel: close };
  const requester = lastActor(entries, ["SURRENDER_FOR_DELIVERY", "SURRENDER_FOR_AMENDMENT"]);
  const previousHolder = entries.length > 0 ? entries[entries.length - 1]!.actor : null;

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
          onConfirm={() => void run("issue", {}, () => `eBL issued to ${partyName(envelope.shipper)}.`)}
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
              "endorse",
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
          onConfirm={(body) => void run("surrender", body, () => `eBL surrendered to ${partyName(envelope.issuer)}.`)}
        />
      ) : null}

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
          onSubmit={(comment) => void run("surrender-response", { accept: true, comment }, () => "Surrender accepted.")}
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
            void run("surrender-response", { accept: false, comment }, () => "Surrender rejected: the bill went back.")
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
            void run("refuse", comment ? { comment } : {}, () => "Transfer refused: the bill went back.")
          }
        />
      ) : null}
      {open === "VOID" ? (
        <VoidDialog {...common} open onConfirm={(body) => void run("void", body, () => "eBL voided.")} />
      ) : null}

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
    </div>
  );
}

type DialogCommon = { open: boolean; busy: boolean; error: string | null; onCancel: () => void };

/** Transfer or endorse: choose the recipient (a verified connection, or an email), then confirm with their legal name. */
function TransferDialog({
  action,
  envelope,
  onConfirm,
  ...common
}: DialogCommon & { action: EndorseAction; envelope: EnvelopeDto; onConfirm: (recipient: Recipient | null) => void }) {
  const id = useId();
  const [connections, setConnections] = useState<ConnectionDto[]>([]);
  const [email, setEmail] = useState("");
  const [step, setStep] = useState<"choose" | "confirm">("choose");
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const [checking, setChecking] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);
  const optional = action === "BLANK_ENDORSE";

  useEffect(() => {
    let active = true;
    api<{ connections: ConnectionDto[] }>("/api/network?connStatus=CONNECTED&limit=200")
      .then(
        (body) =>
          active && setConnections((body.connections ?? []).filter((c) => c.verification === "verified" && c.email)),
      )
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  async function next() {
    const address = email.trim().toLowerCase();
    setPickError(null);
    if (!address) {
      if (optional) {
        setRecipient(null);
        setStep("confirm");
        return;
      }
      setPickError("Choose who receives the eBL: pick a connection or enter their email.");
      return;
    }
    if (!/^\S+@\S+\.\S+$/.test(address)) {
      setPickError("Enter a valid email address, for example name@company.com.");
      return;
    }
    setChecking(true);
    const { recipient: found, reason } = await lookUpRecipient(address);
    setChecking(false);
    if (reason === "not_found") {
      setPickError("No verified business on Exportly uses this address. Only verified businesses can receive an eBL.");
      return;
    }
    const connection = connections.find((c) => c.email.toLowerCase() === address);
    setRecipient(
      found ??
        (connection
          ? recipientFromConnection(connection)
          : { ref: address, legalName: address, detail: null, email: address, source: "typed" }),
    );
    setStep("confirm");
  }

  const title = ACTION_BUTTONS[action];
  if (step === "confirm") {
    const name = recipient?.legalName ?? "the bearer";
    const consequences =
      action === "TRANSFER"
        ? ["You will no longer hold this eBL.", `${name} will hold it; who holds title does not change.`]
        : action === "BLANK_ENDORSE"
          ? recipient
            ? [
                "You will no longer hold this eBL.",
                `The bill is endorsed in blank: ${name} will hold it as its bearer.`,
              ]
            : [
                "The bill is endorsed in blank: whoever holds it is its bearer.",
                "You keep possession until you transfer it.",
              ]
          : [
              "You will no longer hold this eBL.",
              `${name} becomes the endorsee and holder.`,
              action === "ENDORSE_TO_ORDER"
                ? `${name} may endorse it onward.`
                : `${name} cannot endorse it further; they may surrender it.`,
            ];
    return (
      <ActionDialog
        {...common}
        title={`${title}: confirm`}
        recipient={recipient}
        recipientLabel={action === "TRANSFER" ? "New holder" : "New endorsee"}
        consequences={consequences}
        confirmLabel={`${ACTION_BUTTONS[action]} to ${recipient ? name : "bearer"}`}
        busyLabel="Signing…"
        onBack={() => setStep("choose")}
        onConfirm={() => onConfirm(recipient)}
      />
    );
  }

  return (
    <ActionDialog
      {...common}
      error={pickError ?? common.error}
      title={title}
      consequences={[]}
      confirmLabel="Continue"
      busyLabel="Checking…"
      busy={checking || common.busy}
      onConfirm={() => void next()}
    >
      <p className={styles.muted}>{ENDORSE_HINTS[action]}</p>
      {connections.length > 0 ? (
        <div className="field">
          <label htmlFor={`${id}-connection`}>Pick a verified connection</label>
          <select
            id={`${id}-connection`}
            value={
              connections.some((c) => c.email.toLowerCase() === email.trim().toLowerCase())
                ? email.trim().toLowerCase()
                : ""
            }
            onChange={(e) => e.target.value && setEmail(e.target.value)}
          >
            <option value="">Choose from your network…</option>
            {connections.map((c) => (
              <option key={c.id} value={c.email.toLowerCase()}>
                {`${c.company ?? c.name ?? c.email} (${roleLabel(c.role ?? "")}) — ${c.email}`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-email`}>{optional ? "Recipient's email (optional)" : "Recipient's email"}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby={`${id}-email-hint`}
        />
        <span id={`${id}-email-hint`} className="field-hint">
          {optional
            ? "Leave empty to keep the bill yourself, endorsed in blank."
            : "Only a verified business can receive the eBL."}
        </span>
      </div>
      {envelope.isToOrder && envelope.possessor ? (
        <p className="field-hint">
          You hold this bill as{" "}
          {envelope.endorsee ? "its endorsee" : envelope.blankEndorsed ? "its bearer" : "its shipper"}.
        </p>
      ) : null}
    </ActionDialog>
  );
}

function SurrenderDialog({
  action,
  envelope,
  onConfirm,
  ...common
}: DialogCommon & {
  action: "SURRENDER_FOR_DELIVERY" | "SURRENDER_FOR_AMENDMENT";
  envelope: EnvelopeDto;
  onConfirm: (body: Record<string, unknown>) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [comments, setComments] = useState("");
  const delivery = action === "SURRENDER_FOR_DELIVERY";
  return (
    <ActionDialog
      {...common}
      title={delivery ? "Surrender for delivery?" : "Surrender for amendment?"}
      recipient={recipientFromParty(envelope.issuer)}
      recipientLabel="Surrendered to the carrier"
      consequences={
        delivery
          ? [
              "You will no longer hold this eBL: the carrier holds it until it answers.",
              "If the carrier accepts, the bill ends and the carrier releases the cargo to you.",
            ]
          : [
              "You will no longer hold this eBL: the carrier holds it until it answers.",
              "If the carrier accepts, it voids this bill and may issue an amended one.",
            ]
      }
      confirmLabel={delivery ? "Surrender for delivery" : "Surrender for amendment"}
      busyLabel="Surrendering…"
      onConfirm={() =>
        onConfirm({
          type: delivery ? "DELIVERY" : "AMENDMENT",
          ...(reason ? { reasonCode: reason } : {}),
          ...(comments.trim() ? { comments: comments.trim() } : {}),
        })
      }
    >
      {delivery ? null : (
        <div className="field">
          <label htmlFor={`${id}-reason`}>Reason</label>
          <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)}>
            <option value="">No reason given</option>
            {AMENDMENT_REASONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-comments`}>Comments (optional)</label>
        <textarea
          id={`${id}-comments`}
          className={styles.textarea}
          maxLength={255}
          value={comments}
          onChange={(e) => setComments(e.target.value)}
        />
      </div>
    </ActionDialog>
  );
}

function CommentDialog({
  title,
  recipient,
  recipientLabel,
  consequences,
  commentLabel,
  commentRequired,
  confirmLabel,
  busyLabel,
  danger,
  onSubmit,
  ...common
}: DialogCommon & {
  title: string;
  recipient: Recipient | null;
  recipientLabel: string;
  consequences: string[];
  commentLabel: string;
  commentRequired?: boolean;
  confirmLabel: string;
  busyLabel: string;
  danger?: boolean;
  onSubmit: (comment: string) => void;
}) {
  const id = useId();
  const [comment, setComment] = useState("");
  const [missing, setMissing] = useState(false);
  return (
    <ActionDialog
      {...common}
      title={title}
      recipient={recipient}
      recipientLabel={recipientLabel}
      consequences={consequences}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      danger={danger}
      onConfirm={() => {
        if (commentRequired && !comment.trim()) {
          setMissing(true);
          return;
        }
        onSubmit(comment.trim());
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-comment`}>{commentLabel}</label>
        <textarea
          id={`${id}-comment`}
          className={styles.textarea}
          maxLength={255}
          value={comment}
          required={commentRequired}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${id}-comment-error` : undefined}
          onChange={(e) => {
            setComment(e.target.value);
            setMissing(false);
          }}
        />
        {missing ? (
          <p id={`${id}-comment-error`} className="field-error">
            Say why: the other party reads this.
          </p>
        ) : null}
      </div>
    </ActionDialog>
  );
}

function VoidDialog({ onConfirm, ...common }: DialogCommon & { onConfirm: (body: Record<string, unknown>) => void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [replacedBy, setReplacedBy] = useState("");
  const [missing, setMissing] = useState(false);
  return (
    <ActionDialog
      {...common}
      title="Void this eBL?"
      consequences={[
        "The bill becomes void: nobody can act on it again.",
        "Issue the amended bill as a new eBL and name it here if it exists already.",
      ]}
      confirmLabel="Void eBL"
      busyLabel="Voiding…"
      danger
      onConfirm={() => {
        if (!reason.trim()) {
          setMissing(true);
          return;
        }
        onConfirm({ reason: reason.trim(), ...(replacedBy.trim() ? { replacedBy: replacedBy.trim() } : {}) });
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason</label>
        <textarea
          id={`${id}-reason`}
          className={styles.textarea}
          maxLength={255}
          value={reason}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${id}-reason-error` : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
        />
        {missing ? (
          <p id={`${id}-reason-error`} className="field-error">
            Give the reason for voiding the bill.
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-replaced`}>Replaced by (eBL id, optional)</label>
        <input
          id={`${id}-replaced`}
          type="text"
          autoComplete="off"
          value={replacedBy}
          onChange={(e) => setReplacedBy(e.target.value)}
        />
      </div>
    </ActionDialog>
  );
}
