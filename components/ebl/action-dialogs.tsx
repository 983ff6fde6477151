"use client";

import { useId, useState } from "react";
import type { EnvelopeDto } from "@/lib/ebl/contract";
import { ActionDialog } from "./action-dialog";
import { AMENDMENT_REASONS } from "./labels";
import { recipientFromParty, type Recipient } from "./recipient";
import styles from "./ebl.module.css";

export type DialogCommon = { open: boolean; busy: boolean; error: string | null; onCancel: () => void };

export function SurrenderDialog({
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

export function CommentDialog({
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

export function VoidDialog({
  onConfirm,
  ...common
}: DialogCommon & { onConfirm: (body: Record<string, unknown>) => void }) {
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
