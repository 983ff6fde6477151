"use client";

import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { ErrorSummary } from "@/components/ui/error-summary";
import { SubmitButton } from "@/components/ui/field";
import { ConfirmDialog } from "@/components/ui/modal";
import { Skeleton } from "@/components/ui/skeleton";
import { Status } from "@/components/ui/status";
import { ApiError, errorMessage } from "@/lib/client/api";
import { apiRequest, apiUrl } from "@/lib/client/api-client";
import { invalidatePaths, useApiQuery } from "@/lib/client/queries";
import { useSubmit } from "@/lib/client/use-submit";
import { formatDateTime } from "@/lib/format/dates";
import { AttachmentPicker, filesProblem } from "./attachment-picker";
import { CATEGORY_LABELS, PRIORITY_SHORT, STATUS_LABELS, STATUS_TONES } from "./labels";
import { MessageList } from "./message-list";
import { sendMessage } from "./send";
import styles from "./support.module.css";

const TICKETS = ["/api/support/tickets"];

/** One of my tickets: the conversation, a reply with files, close / reopen, and the rating once it is resolved. */
export function TicketConversation({ ticketId }: { ticketId: string }) {
  const query = useApiQuery("/api/support/tickets/{id}", { params: { id: ticketId } });
  const queryClient = useQueryClient();
  const [confirmClose, setConfirmClose] = useState(false);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [statusBusy, setStatusBusy] = useState(false);

  if (query.isPending) return <Skeleton label="Loading the ticket…" rows={4} />;
  if (query.isError && query.error instanceof ApiError && query.error.status === 404)
    return (
      <div className="stack">
        <div className="alert alert-error" role="alert">
          {errorMessage(query.error)} It may have been another account&apos;s, or the link is wrong.
        </div>
        <p>
          <Link href="/contact-support">Back to Contact support</Link>
        </p>
      </div>
    );
  if (query.isError)
    return (
      <div className="alert alert-error" role="alert">
        {errorMessage(query.error)}{" "}
        <button type="button" className="btn-link" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  const { ticket, messages } = query.data;
  const done = ticket.status === "resolved" || ticket.status === "closed";

  const setStatus = async (status: "open" | "closed") => {
    setStatusBusy(true);
    setStatusError(null);
    try {
      await apiRequest("PATCH", "/api/support/tickets/{id}", { params: { id: ticketId }, body: { status } });
      await invalidatePaths(queryClient, TICKETS);
      setConfirmClose(false);
    } catch (error) {
      setStatusError(errorMessage(error));
    } finally {
      setStatusBusy(false);
    }
  };

  return (
    <div className="stack">
      <header className="page-header">
        <p>
          <Link href="/contact-support">← Contact support</Link>
        </p>
        <h1 className={styles.wrap}>
          #{ticket.number} {ticket.subject}
        </h1>
        <p className={styles.metaLine}>
          <Status tone={STATUS_TONES[ticket.status]}>{STATUS_LABELS[ticket.status]}</Status>
          <span>{CATEGORY_LABELS[ticket.category]}</span>
          <span>Priority: {PRIORITY_SHORT[ticket.priority]}</span>
          <span>Opened {formatDateTime(ticket.createdAt)}</span>
          {ticket.shipment ? (
            <span className={styles.wrap}>
              Shipment <Link href={`/exportdocs/${ticket.shipment.id}`}>{ticket.shipment.reference}</Link>
            </span>
          ) : null}
          {ticket.envelope ? (
            <span className={styles.wrap}>
              eBL <Link href={`/ebills/${ticket.envelope.id}`}>{ticket.envelope.reference}</Link>
            </span>
          ) : null}
        </p>
      </header>

      <MessageList messages={messages} viewer="customer" />

      {ticket.status === "waiting_on_customer" ? (
        <p className="alert alert-warning">Support is waiting for your answer.</p>
      ) : null}

      <ReplyForm ticketId={ticketId} reopens={ticket.status !== "open"} />

      <section className={`card stack ${styles.side}`} aria-labelledby="ticket-actions">
        <h2 id="ticket-actions">This ticket</h2>
        {statusError ? (
          <p className="alert alert-error" role="alert">
            {statusError}
          </p>
        ) : null}
        {ticket.status === "closed" || ticket.status === "resolved" ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void setStatus("open")}
            disabled={statusBusy}
          >
            Reopen ticket
          </button>
        ) : null}
        {ticket.status !== "closed" ? (
          <button type="button" className="btn btn-secondary" onClick={() => setConfirmClose(true)}>
            Close ticket
          </button>
        ) : null}
        {done ? <RatingForm ticketId={ticketId} rating={ticket.rating} comment={ticket.ratingComment} /> : null}
      </section>

      <ConfirmDialog
        open={confirmClose}
        title="Close this ticket?"
        confirmLabel="Close ticket"
        busyLabel="Closing…"
        busy={statusBusy}
        error={statusError}
        onConfirm={() => void setStatus("closed")}
        onCancel={() => setConfirmClose(false)}
      >
        <p>Close it if you need nothing more. You can reopen it, or simply reply, later.</p>
      </ConfirmDialog>
    </div>
  );
}

function ReplyForm({ ticketId, reopens }: { ticketId: string; reopens: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { busy, errors, alert, submit } = useSubmit();
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const onSubmit = (event: FormEvent) =>
    submit(async () => {
      if (filesProblem(files)) return;
      await sendMessage(apiUrl("/api/support/tickets/{id}/messages", { id: ticketId }), { body }, files);
      setBody("");
      setFiles([]);
      await invalidatePaths(queryClient, TICKETS);
    })(event);
  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Reply</h2>
      <ErrorSummary errors={errors} alert={alert} labels={{ body: "Reply", files: "Attach files" }} />
      <div className="field">
        <label htmlFor={`${id}-body`}>Your reply</label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={4}
          maxLength={10000}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${id}-body-error` : reopens ? `${id}-body-hint` : undefined}
        />
        {errors.body ? (
          <p id={`${id}-body-error`} className="field-error">
            {errors.body}
          </p>
        ) : reopens ? (
          <span id={`${id}-body-hint`} className="field-hint">
            Replying reopens the ticket.
          </span>
        ) : null}
      </div>
      <AttachmentPicker files={files} onChange={setFiles} error={errors.files} label="Add files" />
      <div className="actions">
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send reply
        </SubmitButton>
      </div>
    </form>
  );
}

function RatingForm({
  ticketId,
  rating,
  comment,
}: {
  ticketId: string;
  rating: number | null;
  comment: string | null;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const { busy, errors, alert, submit } = useSubmit();
  const [value, setValue] = useState<number | null>(null);
  const [text, setText] = useState("");
  if (rating !== null) {
    return (
      <div>
        <h3>Your rating</h3>
        <p aria-label={`${rating} out of 5`}>
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} size={18} aria-hidden="true" fill={i < rating ? "currentColor" : "none"} />
          ))}{" "}
          {rating} out of 5
        </p>
        {comment ? <p className={styles.body}>{comment}</p> : null}
      </div>
    );
  }
  const onSubmit = (event: FormEvent) =>
    submit(async () => {
      await apiRequest("PATCH", "/api/support/tickets/{id}", {
        params: { id: ticketId },
        // A missing choice goes to the server, whose message lands on the field.
        body: { rating: value ?? undefined, ratingComment: text },
      });
      await invalidatePaths(queryClient, TICKETS);
    })(event);
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>How did we do?</h3>
      <ErrorSummary errors={errors} alert={alert} labels={{ rating: "Rating", ratingComment: "Comment" }} />
      <fieldset className={styles.fieldset} data-field="rating">
        <legend>Rating</legend>
        <div className={styles.stars}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={styles.star}>
              <input type="radio" name="rating" value={n} checked={value === n} onChange={() => setValue(n)} />
              {n} {n === 1 ? "star" : "stars"}
            </label>
          ))}
        </div>
        {errors.rating ? <p className="field-error">{errors.rating}</p> : null}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-comment`}>Comment (optional)</label>
        <textarea
          id={`${id}-comment`}
          name="ratingComment"
          rows={3}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <SubmitButton busy={busy} busyLabel="Sending…">
        Send rating
      </SubmitButton>
    </form>
  );
}
