"use client";

import { useId, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { ErrorSummary } from "@/components/ui/error-summary";
import { Field, SelectField, SubmitButton } from "@/components/ui/field";
import { apiUrl, type ApiOutput, type EndpointAt } from "@/lib/client/api-client";
import { invalidatePaths, useApiQuery } from "@/lib/client/queries";
import { useSubmit } from "@/lib/client/use-submit";
import { AttachmentPicker, filesProblem } from "./attachment-picker";
import { CATEGORY_LABELS, options, PRIORITY_LABELS } from "./labels";
import { sendMessage } from "./send";
import styles from "./support.module.css";

type Created = ApiOutput<EndpointAt<"POST", "/api/support/tickets">>;

const LABELS = {
  subject: "Subject",
  category: "Category",
  priority: "Priority",
  message: "Message",
  shipmentId: "Shipment",
  envelopeId: "eBL",
  files: "Attach files",
};

/**
 * The ticket form: what it is about (category, and optionally one of my shipments or eBLs),
 * how urgent, the subject and the message, and files. A refused form shows the ErrorSummary with
 * each message on its field; a filed ticket opens its conversation.
 */
export function NewTicketForm() {
  const id = useId();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { busy, errors, alert, submit } = useSubmit();
  const [fields, setFields] = useState({
    subject: "",
    category: "",
    priority: "normal",
    message: "",
    shipmentId: "",
    envelopeId: "",
  });
  const [files, setFiles] = useState<File[]>([]);
  const set = (key: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const shipments = useApiQuery("/api/shipments", { query: { limit: 100 } });
  const envelopes = useApiQuery("/api/envelopes", { query: { limit: 100 } });

  const onSubmit = (event: FormEvent) =>
    submit(async () => {
      if (filesProblem(files)) return;
      const { ticket } = await sendMessage<Created>(apiUrl("/api/support/tickets"), fields, files);
      await invalidatePaths(queryClient, ["/api/support/tickets"]);
      router.push(`/contact-support/${ticket.id}`);
    })(event);

  const shipmentChoices = [
    { value: "", label: shipments.isPending ? "Loading your shipments…" : "No shipment" },
    ...(shipments.data?.shipments ?? []).map((s) => ({ value: s.id, label: s.reference })),
  ];
  const envelopeChoices = [
    { value: "", label: envelopes.isPending ? "Loading your eBLs…" : "No eBL" },
    ...(envelopes.data?.envelopes ?? []).map((e) => ({
      value: e.id,
      label: String(
        (e.transportDocument as Record<string, unknown>).transportDocumentReference ?? `Draft ${e.id.slice(0, 8)}`,
      ),
    })),
  ];

  return (
    <form className={`form card ${styles.form}`} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Ask the Exportly team</h2>
      <ErrorSummary errors={errors} alert={alert} labels={LABELS} />
      <div className={styles.grid}>
        <SelectField
          label="Category"
          name="category"
          value={fields.category}
          onChange={set("category")}
          options={options(CATEGORY_LABELS)}
          placeholder="Choose what it is about"
          error={errors.category}
          required
        />
        <SelectField
          label="Priority"
          name="priority"
          value={fields.priority}
          onChange={set("priority")}
          options={options(PRIORITY_LABELS)}
          error={errors.priority}
        />
      </div>
      <Field
        label="Subject"
        name="subject"
        value={fields.subject}
        onChange={(e) => set("subject")(e.target.value)}
        error={errors.subject}
        maxLength={200}
        required
        autoComplete="off"
      />
      <div className="field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          maxLength={10000}
          value={fields.message}
          onChange={(e) => set("message")(e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : `${id}-message-hint`}
          required
        />
        {errors.message ? (
          <p id={`${id}-message-error`} className="field-error">
            {errors.message}
          </p>
        ) : (
          <span id={`${id}-message-hint`} className="field-hint">
            What happened, what you expected, and any reference that helps us find it.
          </span>
        )}
      </div>
      <fieldset className={styles.fieldset}>
        <legend>About one of your shipments or eBLs (optional)</legend>
        <p className={styles.muted}>
          Support sees its reference, status and the list of its documents, never their contents.
        </p>
        <div className={styles.grid}>
          <SelectField
            label="Shipment"
            name="shipmentId"
            value={fields.shipmentId}
            onChange={set("shipmentId")}
            options={shipmentChoices}
            error={errors.shipmentId}
          />
          <SelectField
            label="eBL"
            name="envelopeId"
            value={fields.envelopeId}
            onChange={set("envelopeId")}
            options={envelopeChoices}
            error={errors.envelopeId}
          />
        </div>
      </fieldset>
      <AttachmentPicker files={files} onChange={setFiles} error={errors.files} />
      <div className="actions">
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send to support
        </SubmitButton>
      </div>
    </form>
  );
}
