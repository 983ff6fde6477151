"use client";

import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ErrorSummary } from "@/components/ui/error-summary";
import { SelectField, SubmitButton } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { Status } from "@/components/ui/status";
import { errorMessage } from "@/lib/client/api";
import { apiRequest, apiUrl } from "@/lib/client/api-client";
import { invalidatePaths, useApiQuery } from "@/lib/client/queries";
import { useSubmit } from "@/lib/client/use-submit";
import { formatDateTime } from "@/lib/format/dates";
import type { SupportPriority, SupportStatus } from "@/models/support-constants";
import { AttachmentPicker, filesProblem } from "./attachment-picker";
import { CATEGORY_LABELS, options, PRIORITY_SHORT, STAFF_STATUS_LABELS, STATUS_TONES } from "./labels";
import { MessageList } from "./message-list";
import { sendMessage } from "./send";
import { TargetText } from "./target-text";
import styles from "./support.module.css";

const QUEUE = ["/api/admin/support/tickets"];

/** A ticket for support: the conversation with internal notes, reply or note, status, assignee, priority, targets and the linked shipment. */
export function AdminTicket({ ticketId }: { ticketId: string }) {
  const query = useApiQuery("/api/admin/support/tickets/{id}", { params: { id: ticketId } });
  if (query.isPending) return <Skeleton label="Loading the ticket…" rows={5} />;
  if (query.isError)
    return (
      <div className="alert alert-error" role="alert">
        {errorMessage(query.error)}{" "}
        <button type="button" className="btn-link" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  const { ticket, messages, shipment, timeZone } = query.data;
  return (
    <div className="stack">
      <header className="page-header">
        <p>
          <Link href="/admin/support">← Support queue</Link>
        </p>
        <h1 className={styles.wrap}>{ticket.subject}</h1>
        <p className={styles.metaLine}>
          <Status tone={STATUS_TONES[ticket.status]}>{STAFF_STATUS_LABELS[ticket.status]}</Status>
          <span>{CATEGORY_LABELS[ticket.category]}</span>
          <span>Priority: {PRIORITY_SHORT[ticket.priority]}</span>
          <span>Opened {formatDateTime(ticket.createdAt)}</span>
        </p>
      </header>
      <div className={styles.twoColumns}>
        <div className="stack">
          <MessageList messages={messages} viewer="staff" />
          <StaffReplyForm ticketId={ticketId} />
        </div>
        <div className="stack">
          <section className="card stack" aria-labelledby="ticket-facts">
            <h2 id="ticket-facts">Ticket</h2>
            <dl className={styles.dl}>
              <dt>Customer</dt>
              <dd>
                {ticket.requester.name}
                <div className={styles.muted}>{ticket.requester.email}</div>
                <div className={styles.muted}>
                  {ticket.requester.company ?? "No company"} · {ticket.requester.verificationState}
                </div>
              </dd>
              <dt>Ticket no.</dt>
              <dd>#{ticket.number} of this customer</dd>
              <dt>First response</dt>
              <dd>
                <TargetText target={ticket.firstResponse} />
              </dd>
              <dt>Resolution</dt>
              <dd>
                <TargetText target={ticket.resolution} />
              </dd>
              <dt>Rating</dt>
              <dd>
                {ticket.rating ? `${ticket.rating}/5` : "Not rated"}
                {ticket.ratingComment ? <div className={styles.body}>{ticket.ratingComment}</div> : null}
              </dd>
              {ticket.envelope ? (
                <>
                  <dt>eBL</dt>
                  <dd>{ticket.envelope.reference}</dd>
                </>
              ) : null}
            </dl>
            <p className={styles.muted}>Targets count business hours in {timeZone}.</p>
          </section>
          <TicketSettings
            key={`${ticket.status}-${ticket.priority}-${ticket.assignee?.id ?? ""}`}
            ticketId={ticketId}
            status={ticket.status}
            priority={ticket.priority}
            assigneeId={ticket.assignee?.id ?? ""}
          />
          <section className="card stack" aria-labelledby="linked-shipment">
            <h2 id="linked-shipment">Linked shipment</h2>
            {shipment ? (
              <>
                <dl className={styles.dl}>
                  <dt>Reference</dt>
                  <dd>{shipment.reference}</dd>
                  <dt>Status</dt>
                  <dd>{shipment.status}</dd>
                </dl>
                <h3>Documents</h3>
                {shipment.documents.length ? (
                  <ul>
                    {shipment.documents.map((d) => (
                      <li key={d.key}>
                        {d.title} <span className={styles.muted}>({d.state})</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.muted}>No documents.</p>
                )}
                {shipment.files.length ? (
                  <>
                    <h3>Uploaded files</h3>
                    <ul>
                      {shipment.files.map((f, i) => (
                        <li key={`${f.filename}-${i}`} className={styles.wrap}>
                          {f.filename}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                <p className={styles.muted}>Titles and states only: support never sees document contents.</p>
              </>
            ) : (
              <p className={styles.muted}>This ticket is not about a shipment.</p>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

function StaffReplyForm({ ticketId }: { ticketId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { busy, errors, alert, submit } = useSubmit();
  const [body, setBody] = useState("");
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const onSubmit = (event: FormEvent) =>
    submit(async () => {
      if (filesProblem(files)) return;
      await sendMessage(
        apiUrl("/api/admin/support/tickets/{id}/messages", { id: ticketId }),
        { body, internal },
        files,
      );
      setBody("");
      setFiles([]);
      await invalidatePaths(queryClient, QUEUE);
    })(event);
  return (
    <form
      className={`form card ${internal ? styles.internal : ""}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{internal ? "Add an internal note" : "Reply to the customer"}</h2>
      <ErrorSummary errors={errors} alert={alert} labels={{ body: "Message", files: "Attach files" }} />
      <fieldset className={styles.fieldset}>
        <legend>Who sees it</legend>
        <label className={styles.star}>
          <input type="radio" name="visibility" checked={!internal} onChange={() => setInternal(false)} />
          Public reply: the customer sees it
        </label>
        <label className={styles.star}>
          <input type="radio" name="visibility" checked={internal} onChange={() => setInternal(true)} />
          Internal note: not shown to the customer
        </label>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-body`}>{internal ? "Note" : "Reply"}</label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={5}
          maxLength={10000}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${id}-body-error` : undefined}
        />
        {errors.body ? (
          <p id={`${id}-body-error`} className="field-error">
            {errors.body}
          </p>
        ) : null}
      </div>
      <AttachmentPicker files={files} onChange={setFiles} error={errors.files} />
      <div className="actions">
        <SubmitButton busy={busy} busyLabel="Sending…">
          {internal ? "Add note" : "Send reply"}
        </SubmitButton>
      </div>
    </form>
  );
}

function TicketSettings({
  ticketId,
  status,
  priority,
  assigneeId,
}: {
  ticketId: string;
  status: SupportStatus;
  priority: SupportPriority;
  assigneeId: string;
}) {
  const queryClient = useQueryClient();
  const admins = useApiQuery("/api/admin/users", { query: { role: "admin", limit: 100 } });
  const { busy, errors, alert, submit } = useSubmit();
  const [fields, setFields] = useState({ status, priority, assigneeId });
  const set = (key: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const unchanged = fields.status === status && fields.priority === priority && fields.assigneeId === assigneeId;
  const onSubmit = (event: FormEvent) =>
    submit(async () => {
      if (unchanged) return;
      await apiRequest("PATCH", "/api/admin/support/tickets/{id}", {
        params: { id: ticketId },
        body: {
          ...(fields.status !== status ? { status: fields.status } : {}),
          ...(fields.priority !== priority ? { priority: fields.priority } : {}),
          ...(fields.assigneeId !== assigneeId ? { assigneeId: fields.assigneeId || null } : {}),
        },
      });
      await invalidatePaths(queryClient, QUEUE);
    })(event);
  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-labelledby="ticket-settings">
      <h2 id="ticket-settings">Status and assignment</h2>
      <ErrorSummary
        errors={errors}
        alert={alert}
        labels={{ status: "Status", priority: "Priority", assigneeId: "Assignee" }}
      />
      <SelectField
        label="Status"
        name="status"
        value={fields.status}
        onChange={set("status")}
        options={options(STAFF_STATUS_LABELS)}
        error={errors.status}
      />
      <SelectField
        label="Priority"
        name="priority"
        value={fields.priority}
        onChange={set("priority")}
        options={options(PRIORITY_SHORT)}
        error={errors.priority}
      />
      <SelectField
        label="Assignee"
        name="assigneeId"
        value={fields.assigneeId}
        onChange={set("assigneeId")}
        options={[
          { value: "", label: "Unassigned" },
          ...(admins.data?.users ?? []).map((u) => ({
            value: u.id,
            label: `${u.firstName} ${u.lastName}`.trim() || u.email,
          })),
        ]}
        error={errors.assigneeId}
      />
      <SubmitButton busy={busy} busyLabel="Saving…">
        Save changes
      </SubmitButton>
    </form>
  );
}
