"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { ApiError, errorMessage } from "@/lib/client/api";
import { apiRequest, type ApiOutput, type EndpointAt } from "@/lib/client/api-client";
import { useApiMutation, useApiQuery } from "@/lib/client/queries";
import { useSubmit } from "@/lib/client/use-submit";
import { LC_DOCUMENT_KEYS, LC_DOCUMENT_TITLES, type LcDocumentKey } from "@/lib/letters-of-credit/document-keys";
import { ErrorSummary } from "@/components/ui/error-summary";
import { ConfirmDialog } from "@/components/ui/modal";
import { Skeleton } from "@/components/ui/skeleton";
import { SubmitButton } from "@/components/ui/field";
import styles from "./checks.module.css";

type Parsed = ApiOutput<EndpointAt<"POST", "/api/letters-of-credit/parse">>;
type Unparsed = Parsed["unparsed"][number];

/** The form's text fields, in MT700 order, with their tag. */
const FIELDS: { key: string; label: string; tag: string; kind?: "date" | "textarea" | "number" | "terms" }[] = [
  { key: "documentaryCreditNumber", label: "Documentary credit number", tag: "20" },
  { key: "dateOfIssue", label: "Date of issue", tag: "31C", kind: "date" },
  { key: "expiryDate", label: "Expiry date", tag: "31D", kind: "date" },
  { key: "expiryPlace", label: "Place of expiry", tag: "31D" },
  { key: "applicant", label: "Applicant", tag: "50", kind: "textarea" },
  { key: "beneficiary", label: "Beneficiary", tag: "59", kind: "textarea" },
  { key: "currency", label: "Currency", tag: "32B" },
  { key: "amount", label: "Amount", tag: "32B" },
  { key: "tolerancePlusPercent", label: "Tolerance plus (%)", tag: "39A", kind: "number" },
  { key: "toleranceMinusPercent", label: "Tolerance minus (%)", tag: "39A", kind: "number" },
  { key: "partialShipments", label: "Partial shipments", tag: "43P", kind: "terms" },
  { key: "transhipment", label: "Transhipment", tag: "43T", kind: "terms" },
  { key: "placeOfTakingInCharge", label: "Place of taking in charge", tag: "44A" },
  { key: "portOfLoading", label: "Port of loading", tag: "44E" },
  { key: "portOfDischarge", label: "Port of discharge", tag: "44F" },
  { key: "placeOfFinalDestination", label: "Place of final destination", tag: "44B" },
  { key: "latestShipmentDate", label: "Latest date of shipment", tag: "44C", kind: "date" },
  { key: "presentationPeriodDays", label: "Period for presentation (days)", tag: "48", kind: "number" },
  { key: "goodsDescription", label: "Description of goods", tag: "45A", kind: "textarea" },
  { key: "documentsRequiredText", label: "Documents required (words)", tag: "46A", kind: "textarea" },
  { key: "additionalConditions", label: "Additional conditions", tag: "47A", kind: "textarea" },
];
const LABELS = Object.fromEntries([
  ...FIELDS.map((f) => [f.key, `${f.label} (${f.tag})`]),
  ["documentsRequired", "Documents required (46A)"],
  ["mt700", "MT700 message"],
]);
const TERMS = [
  { value: "", label: "Not stated" },
  { value: "allowed", label: "Allowed" },
  { value: "not_allowed", label: "Not allowed" },
  { value: "conditional", label: "Conditional" },
];

type FormState = { values: Record<string, string>; documents: LcDocumentKey[] };
const EMPTY: FormState = { values: { presentationPeriodDays: "21" }, documents: [] };

function fromTerms(terms: Record<string, unknown>): FormState {
  const values: Record<string, string> = {};
  for (const f of FIELDS) {
    const v = terms[f.key];
    if (v !== null && v !== undefined) values[f.key] = String(v);
  }
  return { values, documents: (terms.documentsRequired as LcDocumentKey[] | undefined) ?? [] };
}

function toBody(state: FormState) {
  const body: Record<string, unknown> = { documentsRequired: state.documents };
  for (const f of FIELDS) {
    const v = (state.values[f.key] ?? "").trim();
    if (f.kind === "number") body[f.key] = v === "" ? null : /^\d+$/.test(v) ? Number(v) : v;
    else body[f.key] = v === "" ? null : v;
  }
  return body;
}

/**
 * The shipment's letter of credit: every MT700 field the checks use, filled by hand or from a
 * pasted MT700 (the parse endpoint reads it; what it could not read is listed). Read-only for a
 * sharee without edit access; removing it asks first.
 */
export function LetterOfCreditForm({ shipmentId, canEdit }: { shipmentId: string; canEdit: boolean }) {
  const query = useApiQuery("/api/shipments/{id}/letter-of-credit", { params: { id: shipmentId } }, { staleTime: 0 });
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const [state, setState] = useState<FormState>(EMPTY);
  const [loadedAt, setLoadedAt] = useState<string | null>(null);
  const save = useApiMutation("PUT", "/api/shipments/{id}/letter-of-credit", {
    invalidates: ["/api/shipments/{id}/letter-of-credit"],
  });
  const remove = useApiMutation("DELETE", "/api/shipments/{id}/letter-of-credit", {
    invalidates: ["/api/shipments/{id}/letter-of-credit"],
  });
  const { busy, errors, alert, submit } = useSubmit();
  const paste = useSubmit();
  const [mt700, setMt700] = useState("");
  const [unparsed, setUnparsed] = useState<Unparsed[] | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const stored = query.data?.letterOfCredit;
  // Take the stored terms once per version (React's "adjust state while rendering"), so a
  // refetch does not overwrite what is being typed.
  if (stored && stored.updatedAt !== loadedAt) {
    setLoadedAt(stored.updatedAt);
    setState(fromTerms(stored));
  }

  if (query.isPending) return <Skeleton label="Loading the letter of credit…" rows={3} />;
  if (query.isError && !missing)
    return (
      <section className="card">
        <h2>Letter of credit</h2>
        <p className="alert alert-error" role="alert">
          Could not load the letter of credit: {errorMessage(query.error)}
        </p>
      </section>
    );

  const set = (key: string) => (value: string) => setState((s) => ({ ...s, values: { ...s.values, [key]: value } }));
  const onSave = submit(async () => {
    await save.mutateAsync({ params: { id: shipmentId }, body: toBody(state) as never });
    toast.success("Letter of credit saved.");
  });
  const onParse = paste.submit(async () => {
    const parsed = await apiRequest("POST", "/api/letters-of-credit/parse", { body: { mt700 } });
    const next = fromTerms(parsed.letterOfCredit);
    setState((s) => ({
      values: { ...s.values, ...next.values },
      documents: next.documents.length ? next.documents : s.documents,
    }));
    setUnparsed(parsed.unparsed);
    toast.info("The form is filled from the MT700: check it, then save.");
  });

  return (
    <section className="card stack" aria-labelledby="lc-title" id="letter-of-credit">
      <div>
        <h2 id="lc-title">Letter of credit</h2>
        <p className="field-hint">
          {missing && !canEdit
            ? "This shipment has no letter of credit."
            : missing
              ? "No letter of credit yet. Paste the MT700 your bank advised, or fill in the terms."
              : canEdit
                ? "The terms the documents are checked against (UCP 600)."
                : "The terms the documents are checked against. You have read-only access."}
        </p>
      </div>
      {canEdit ? (
        <form className={`stack ${styles.paste}`} onSubmit={onParse} noValidate>
          <ErrorSummary errors={paste.errors} alert={paste.alert} labels={LABELS} />
          <div className="field">
            <label htmlFor="lc-mt700">Paste an MT700</label>
            <textarea
              id="lc-mt700"
              name="mt700"
              value={mt700}
              onChange={(e) => setMt700(e.target.value)}
              placeholder={":20:LC/2026/0042\n:31D:260715MUMBAI\n:32B:USD7700,\n…"}
              aria-describedby="lc-mt700-hint"
            />
            <span id="lc-mt700-hint" className="field-hint">
              The fields are read into the form below; nothing is saved until you save.
            </span>
          </div>
          <p>
            <SubmitButton busy={paste.busy} busyLabel="Reading…" className="btn btn-secondary">
              Fill the form from the MT700
            </SubmitButton>
          </p>
          {unparsed ? (
            unparsed.length ? (
              <div className={styles.unparsed} role="status">
                <p>
                  <strong>
                    Could not read {unparsed.length} part{unparsed.length === 1 ? "" : "s"}:
                  </strong>
                </p>
                <ul>
                  {unparsed.map((u, i) => (
                    <li key={i}>
                      {u.tag ? <code>:{u.tag}:</code> : null} {u.text.split("\n")[0]} — {u.reason}
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p role="status">Every field of the MT700 was read.</p>
            )
          ) : null}
        </form>
      ) : null}
      {missing && !canEdit ? null : (
        <form className="stack" onSubmit={onSave} noValidate>
          <ErrorSummary errors={errors} alert={alert} labels={LABELS} />
          <fieldset disabled={!canEdit} className={styles.grid} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className="visually-hidden">Terms of the credit</legend>
            {FIELDS.map((f) => (
              <LcField
                key={f.key}
                field={f}
                value={state.values[f.key] ?? ""}
                error={errors[f.key]}
                onChange={set(f.key)}
              />
            ))}
            <fieldset
              className={`${styles.wide} ${styles.checkboxes}`}
              data-field="documentsRequired"
              id="lc-documentsRequired"
            >
              <legend>Documents required (46A)</legend>
              {LC_DOCUMENT_KEYS.map((key) => (
                <label key={key}>
                  <input
                    type="checkbox"
                    name="documentsRequired"
                    value={key}
                    checked={state.documents.includes(key)}
                    onChange={(e) =>
                      setState((s) => ({
                        ...s,
                        documents: e.target.checked ? [...s.documents, key] : s.documents.filter((d) => d !== key),
                      }))
                    }
                  />{" "}
                  {LC_DOCUMENT_TITLES[key]}
                </label>
              ))}
              {errors.documentsRequired ? <p className="field-error">{errors.documentsRequired}</p> : null}
            </fieldset>
          </fieldset>
          {canEdit ? (
            <p className="actions">
              <SubmitButton busy={busy} busyLabel="Saving…">
                Save letter of credit
              </SubmitButton>
              {stored ? (
                <button type="button" className="btn btn-danger-outline" onClick={() => setConfirmDelete(true)}>
                  Remove
                </button>
              ) : null}
            </p>
          ) : null}
        </form>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title="Remove the letter of credit?"
        confirmLabel="Remove"
        busyLabel="Removing…"
        danger
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          void remove.mutateAsync({ params: { id: shipmentId } }).then(() => {
            setConfirmDelete(false);
            setState(EMPTY);
            setLoadedAt(null);
            toast.success("Letter of credit removed.");
          })
        }
      >
        <p>The documents will no longer be checked against it. The audit log keeps its terms.</p>
      </ConfirmDialog>
    </section>
  );
}

function LcField({
  field,
  value,
  error,
  onChange,
}: {
  field: (typeof FIELDS)[number];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = `lc-${field.key}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.key,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  } as const;
  return (
    <div className={`field ${field.kind === "textarea" ? styles.wide : ""}`} data-field={field.key}>
      <label htmlFor={id}>
        {field.label} <span className="field-hint">({field.tag})</span>
      </label>
      {field.kind === "textarea" ? (
        <textarea {...common} onChange={(e) => onChange(e.target.value)} />
      ) : field.kind === "terms" ? (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          {TERMS.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind === "date" ? "date" : "text"}
          inputMode={field.kind === "number" ? "numeric" : field.key === "amount" ? "decimal" : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
