"use client";

import Link from "next/link";
import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { ErrorSummary } from "@/components/ui/error-summary";
import { Field, SelectField, SubmitButton } from "@/components/ui/field";
import { formatDateTime } from "@/lib/format/dates";
import { INDIAN_STATES } from "@/lib/identifiers/indian-states";
import { ApiError, errorMessage } from "@/lib/client/api";
import type { ApiOutput, EndpointAt } from "@/lib/client/api-client";
import { useAppState } from "@/lib/client/app-state";
import { useApiMutation, useApiQuery } from "@/lib/client/queries";
import type { ClientUser } from "@/lib/client/types";
import {
  DOCUMENT_TYPE_LABELS,
  documentNoun,
  ENTITY_TYPES,
  ENTITY_TYPE_LABELS,
  iecRequired,
  requiredDocumentTypes,
  VERIFICATION_STATE_LABELS,
  type KycDocumentType,
} from "@/lib/verification/document-types";
import { ACCEPTED_TYPES, formatBytes, MAX_UPLOAD_BYTES, uploadForm } from "./upload-file";
import styles from "./verification.module.css";

countries.registerLocale(en);
const COUNTRY_OPTIONS = Object.entries(countries.getNames("en", { select: "official" }))
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));
const ENTITY_OPTIONS = ENTITY_TYPES.map((value) => ({ value, label: ENTITY_TYPE_LABELS[value] }));
const STATE_OPTIONS = INDIAN_STATES.filter((s) => s.gstCode !== "25").map((s) => ({ value: s.name, label: s.name }));

/** Field names for summary entries whose message does not name its field. */
const FIELD_LABELS: Record<string, string> = {
  legalName: "Legal name",
  entityType: "Entity type",
  country: "Country",
  gstin: "GSTIN",
  pan: "PAN",
  iec: "IEC",
  registrationNumber: "Registration number",
  taxId: "Tax id",
  "address.line1": "Address line 1",
  "address.line2": "Address line 2",
  "address.city": "City",
  "address.state": "State",
  "address.postalCode": "Postal code",
  "signatory.name": "Signatory's name",
  "signatory.designation": "Designation",
  "signatory.email": "Signatory's email",
};

type Verification = ApiOutput<EndpointAt<"GET", "/api/users/verify">>["verification"];
type PdfDoc = ApiOutput<EndpointAt<"GET", "/api/pdfdocs">>["documents"][number];
type DocStatus = { status: "missing" | "uploading" | "uploaded" | "error"; doc?: PdfDoc; error?: string };

type Values = {
  legalName: string;
  entityType: string;
  country: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  gstin: string;
  pan: string;
  iec: string;
  registrationNumber: string;
  taxId: string;
  signatoryName: string;
  signatoryDesignation: string;
  signatoryEmail: string;
};

const str = (v: unknown) => (typeof v === "string" ? v : "");

function initialValues(user: ClientUser | null, details: Record<string, unknown> | null): Values {
  const d = (details ?? {}) as Record<string, unknown> & {
    address?: Record<string, unknown>;
    signatory?: Record<string, unknown>;
  };
  return {
    legalName: str(d.legalName) || (user?.company ?? ""),
    entityType: str(d.entityType),
    country: str(d.country) || (user?.country ?? "IN"),
    line1: str(d.address?.line1),
    line2: str(d.address?.line2),
    city: str(d.address?.city),
    state: str(d.address?.state),
    postalCode: str(d.address?.postalCode),
    gstin: str(d.gstin),
    pan: str(d.pan),
    iec: str(d.iec),
    registrationNumber: str(d.registrationNumber),
    taxId: str(d.taxId),
    signatoryName: str(d.signatory?.name) || (user ? `${user.firstName} ${user.lastName}`.trim() : ""),
    signatoryDesignation: str(d.signatory?.designation),
    signatoryEmail: str(d.signatory?.email) || (user?.email ?? ""),
  };
}

function toBody(v: Values, role: string) {
  const indian = v.country === "IN";
  const withIec = iecRequired(v.country, role);
  return {
    legalName: v.legalName,
    // Sent as chosen, "" included: the server's check answers with the field's message.
    entityType: v.entityType as (typeof ENTITY_TYPES)[number],
    country: v.country,
    address: { line1: v.line1, line2: v.line2, city: v.city, state: v.state, postalCode: v.postalCode },
    ...(indian
      ? { gstin: v.gstin, pan: v.pan, ...(withIec ? { iec: v.iec } : {}) }
      : { registrationNumber: v.registrationNumber, taxId: v.taxId }),
    signatory: { name: v.signatoryName, designation: v.signatoryDesignation, email: v.signatoryEmail },
  };
}

/** The newest upload of each document type (the list is newest first): the one under review. */
function latestDocs(documents: PdfDoc[]): Partial<Record<string, DocStatus>> {
  const latest: Partial<Record<string, DocStatus>> = {};
  for (const doc of documents)
    if (doc.documentType && !latest[doc.documentType]) latest[doc.documentType] = { status: "uploaded", doc };
  return latest;
}

export function VerifyBusiness() {
  const { setUser } = useAppState();
  const mine = useApiQuery("/api/users/verify", undefined);
  const uploads = useApiQuery("/api/pdfdocs", undefined);
  const loadError = mine.error ?? uploads.error;

  // The account as the server has it now: its verification state drives the banner and the eBL gates.
  useEffect(() => {
    if (mine.data) setUser(mine.data.user);
  }, [mine.data, setUser]);

  if (loadError) {
    return (
      <div className="stack">
        <p className="alert alert-error" role="alert">
          {errorMessage(loadError)}
        </p>
        <div>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              void mine.refetch();
              void uploads.refetch();
            }}
          >
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (!mine.data || !uploads.data) {
    return (
      <p role="status" className="field-hint">
        <span className="spinner" aria-hidden="true" /> Loading your verification…
      </p>
    );
  }
  return <VerificationScreen verification={mine.data.verification} documents={uploads.data.documents} />;
}

/** The status, then the form (unverified or rejected) or what was submitted; uploads are tracked here. */
function VerificationScreen({ verification, documents }: { verification: Verification; documents: PdfDoc[] }) {
  const { setUser } = useAppState();
  const [docs, setDocs] = useState(() => latestDocs(documents));
  const state = verification.state;
  return (
    <div className="stack">
      <StatusPanel verification={verification} />
      {state === "unverified" || state === "rejected" ? (
        <VerificationForm
          key={verification.submittedAt ?? "new"}
          verification={verification}
          docs={docs}
          setDocs={setDocs}
          onSubmitted={(updatedUser) => {
            setUser(updatedUser);
            toast.success("Submitted for review. A review takes 24 hours or more.");
          }}
        />
      ) : (
        <SubmittedDocuments docs={docs} country={str(verification.details?.country)} />
      )}
    </div>
  );
}

function StatusPanel({ verification }: { verification: Verification }) {
  const { state } = verification;
  return (
    <section className={`card ${styles.status}`} aria-labelledby="verification-status">
      <h2 id="verification-status">
        Status:{" "}
        <span className={styles.badge} data-state={state}>
          {VERIFICATION_STATE_LABELS[state]}
        </span>
      </h2>
      {state === "unverified" ? (
        <p>
          Tell us about your business and upload its documents. Our team reviews them; a review takes 24 hours or more.
        </p>
      ) : null}
      {state === "pending" ? (
        <p>
          We received your submission on {formatDateTime(verification.submittedAt)}. A review takes 24 hours or more; we
          will email you when it is done.
        </p>
      ) : null}
      {state === "verified" ? (
        <p>
          Your business is verified{verification.reviewedAt ? ` since ${formatDateTime(verification.reviewedAt)}` : ""}.
          You can issue and take control of eBLs.
        </p>
      ) : null}
      {state === "rejected" ? (
        <div className="alert alert-error" role="alert">
          <p>
            <strong>Our reviewer asked for changes:</strong> {verification.reason}
          </p>
          <p style={{ margin: 0 }}>Correct the details or documents below and submit again.</p>
        </div>
      ) : null}
      {state === "suspended" ? (
        <div className="alert alert-error" role="alert">
          <p>
            <strong>Your business is suspended.</strong> {verification.reason}
          </p>
          <p style={{ margin: 0 }}>
            Until it is reinstated you can read your data but not make changes, and your API tokens no longer work.
            Please <Link href="/contact-support">contact support</Link>.
          </p>
        </div>
      ) : null}
    </section>
  );
}

function SubmittedDocuments({ docs, country }: { docs: Partial<Record<string, DocStatus>>; country: string }) {
  const { user } = useAppState();
  return (
    <section className="card" aria-labelledby="submitted-documents">
      <h2 id="submitted-documents">Submitted documents</h2>
      <ul className={styles.documents}>
        {requiredDocumentTypes(country, user?.role ?? "").map((type) => {
          const doc = docs[type]?.doc;
          return (
            <li key={type} className={styles.document}>
              <span className={styles.documentName}>{DOCUMENT_TYPE_LABELS[type]}</span>
              <span className={styles.documentState}>
                {doc ? `${doc.filename} (${formatBytes(doc.size)})` : "Not uploaded"}
              </span>
              {doc ? (
                <a href={doc.url} target="_blank" rel="noreferrer">
                  View
                </a>
              ) : (
                <span />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

type FormProps = {
  verification: Verification;
  docs: Partial<Record<string, DocStatus>>;
  setDocs: (update: (d: Partial<Record<string, DocStatus>>) => Partial<Record<string, DocStatus>>) => void;
  /** After the submission, once the verification as stored has been read again. */
  onSubmitted: (user: ClientUser) => void;
};

function VerificationForm({ verification, docs, setDocs, onSubmitted }: FormProps) {
  const { user } = useAppState();
  const [values, setValues] = useState<Values>(() => initialValues(user, verification.details));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const send = useApiMutation("PUT", "/api/users/verify", { invalidates: ["/api/users/verify"] });
  const busy = send.isPending;
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const indian = values.country === "IN";
  // What a business is asked for depends on its role: only an exporter or importer has an IEC.
  const role = user?.role ?? "";
  const withIec = iecRequired(values.country, role);
  const required = useMemo(() => requiredDocumentTypes(values.country, role), [values.country, role]);

  async function upload(type: KycDocumentType, file: File) {
    if (file.size > MAX_UPLOAD_BYTES) {
      setDocs((d) => ({
        ...d,
        [type]: { ...d[type], status: "error", error: `This file is ${formatBytes(file.size)}; the limit is 10 MB.` },
      }));
      return;
    }
    setDocs((d) => ({ ...d, [type]: { ...d[type], status: "uploading" } }));
    const form = new FormData();
    form.set("uid", user?.id ?? "");
    form.set("documentType", type);
    form.set("file", file);
    try {
      const { document } = await uploadForm<{ document: PdfDoc }>("/api/pdfdocs", form);
      setDocs((d) => ({ ...d, [type]: { status: "uploaded", doc: document } }));
      // Uploaded: no longer a problem to list.
      setErrors(({ [`documents.${type}`]: _done, ...rest }) => rest);
    } catch (error) {
      setDocs((d) => ({ ...d, [type]: { ...d[type], status: "error", error: errorMessage(error) } }));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(null);
    setErrors({});
    const missing = required.filter((t) => docs[t]?.status !== "uploaded");
    if (missing.length) {
      setDocs((d) => ({
        ...d,
        ...Object.fromEntries(
          missing.map((t) => [t, { ...d[t], status: "missing" as const, error: "Upload this document." }]),
        ),
      }));
      setErrors(Object.fromEntries(missing.map((t) => [`documents.${t}`, `Upload the ${documentNoun(t)}.`])));
      setAlert("Upload the required documents first.");
      return;
    }
    try {
      const result = await send.mutateAsync({ body: toBody(values, role) });
      onSubmitted(result.user);
    } catch (error) {
      const fieldMessages: Record<string, string> = {};
      if (error instanceof ApiError) for (const issue of error.issues) fieldMessages[issue.path] ??= issue.message;
      setErrors(fieldMessages);
      const message = errorMessage(error);
      const count = Object.keys(fieldMessages).length;
      setAlert(count ? null : message);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="business-details">
      <h2 id="business-details" className="visually-hidden">
        Business details
      </h2>
      <ErrorSummary errors={errors} alert={alert} labels={FIELD_LABELS} />
      <fieldset className={styles.fieldset}>
        <legend>Business</legend>
        <Field
          label="Legal name"
          name="legalName"
          autoComplete="organization"
          value={values.legalName}
          onChange={(e) => set("legalName")(e.target.value)}
          error={errors.legalName}
          required
        />
        <div className="form-row">
          <SelectField
            label="Entity type"
            name="entityType"
            value={values.entityType}
            onChange={set("entityType")}
            options={ENTITY_OPTIONS}
            placeholder="Choose…"
            error={errors.entityType}
            required
          />
          <SelectField
            label="Country"
            name="country"
            value={values.country}
            onChange={(c) => setValues((v) => ({ ...v, country: c, state: "" }))}
            options={COUNTRY_OPTIONS}
            error={errors.country}
            required
          />
        </div>
        {indian ? (
          <div className="form-row">
            <Field
              label="GSTIN"
              name="gstin"
              value={values.gstin}
              maxLength={15}
              onChange={(e) => set("gstin")(e.target.value.toUpperCase())}
              error={errors.gstin}
              hint="15 characters, e.g. 27AAPFU0939F1ZV"
              required
            />
            <Field
              label="PAN"
              name="pan"
              value={values.pan}
              maxLength={10}
              onChange={(e) => set("pan")(e.target.value.toUpperCase())}
              error={errors.pan}
              hint="10 characters, e.g. AAPFU0939F"
              required
            />
            {withIec ? (
              <Field
                label="IEC"
                name="iec"
                value={values.iec}
                maxLength={10}
                onChange={(e) => set("iec")(e.target.value.toUpperCase())}
                error={errors.iec}
                hint="Importer-Exporter Code: the same as the PAN"
                required
              />
            ) : null}
          </div>
        ) : (
          <div className="form-row">
            <Field
              label="Registration number"
              name="registrationNumber"
              value={values.registrationNumber}
              onChange={(e) => set("registrationNumber")(e.target.value)}
              error={errors.registrationNumber}
              required
            />
            <Field
              label="Tax id (optional)"
              name="taxId"
              value={values.taxId}
              onChange={(e) => set("taxId")(e.target.value)}
              error={errors.taxId}
              hint="VAT, EIN or similar"
            />
          </div>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Registered address</legend>
        <Field
          label="Address line 1"
          name="address.line1"
          autoComplete="address-line1"
          value={values.line1}
          onChange={(e) => set("line1")(e.target.value)}
          error={errors["address.line1"]}
          required
        />
        <Field
          label="Address line 2 (optional)"
          name="address.line2"
          autoComplete="address-line2"
          value={values.line2}
          onChange={(e) => set("line2")(e.target.value)}
          error={errors["address.line2"]}
        />
        <div className="form-row">
          <Field
            label="City"
            name="address.city"
            autoComplete="address-level2"
            value={values.city}
            onChange={(e) => set("city")(e.target.value)}
            error={errors["address.city"]}
            required
          />
          {indian ? (
            <SelectField
              label="State"
              name="address.state"
              value={values.state}
              onChange={set("state")}
              options={STATE_OPTIONS}
              placeholder="Choose…"
              error={errors["address.state"]}
              required
            />
          ) : (
            <Field
              label="State or region"
              name="address.state"
              autoComplete="address-level1"
              value={values.state}
              onChange={(e) => set("state")(e.target.value)}
              error={errors["address.state"]}
              required
            />
          )}
          <Field
            label={indian ? "PIN code" : "Postal code"}
            name="address.postalCode"
            autoComplete="postal-code"
            value={values.postalCode}
            onChange={(e) => set("postalCode")(e.target.value)}
            error={errors["address.postalCode"]}
            required
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Authorised signatory</legend>
        <div className="form-row">
          <Field
            label="Signatory's name"
            name="signatory.name"
            value={values.signatoryName}
            onChange={(e) => set("signatoryName")(e.target.value)}
            error={errors["signatory.name"]}
            required
          />
          <Field
            label="Designation"
            name="signatory.designation"
            value={values.signatoryDesignation}
            onChange={(e) => set("signatoryDesignation")(e.target.value)}
            error={errors["signatory.designation"]}
            hint="e.g. Director, Partner, Proprietor"
            required
          />
          <Field
            label="Signatory's email"
            name="signatory.email"
            type="email"
            value={values.signatoryEmail}
            onChange={(e) => set("signatoryEmail")(e.target.value)}
            error={errors["signatory.email"]}
            required
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Documents</legend>
        <p className="field-hint" style={{ margin: 0 }}>
          PDF, PNG, JPEG or WebP, up to 10 MB each. Only you and our reviewers can open them.
        </p>
        <ul className={styles.documents}>
          {required.map((type) => (
            <DocumentRow
              key={type}
              type={type}
              status={docs[type] ?? { status: "missing" }}
              error={errors[`documents.${type}`]}
              onFile={(file) => void upload(type, file)}
            />
          ))}
        </ul>
      </fieldset>

      <div>
        <SubmitButton busy={busy} busyLabel="Submitting…">
          {verification.state === "rejected" ? "Submit again for review" : "Submit for review"}
        </SubmitButton>
      </div>
    </form>
  );
}

function DocumentRow({
  type,
  status,
  error,
  onFile,
}: {
  type: KycDocumentType;
  status: DocStatus;
  error?: string;
  onFile: (file: File) => void;
}) {
  const label = DOCUMENT_TYPE_LABELS[type];
  const stateId = `doc-${type}-state`;
  const text =
    status.status === "uploading"
      ? "Uploading…"
      : status.status === "error"
        ? status.error
        : status.status === "uploaded" && status.doc
          ? `Uploaded: ${status.doc.filename} (${formatBytes(status.doc.size)})`
          : (error ?? status.error ?? "Not uploaded");
  const shown =
    status.status === "error"
      ? "error"
      : status.status === "uploaded"
        ? "uploaded"
        : error || status.error
          ? "missing"
          : "pending";
  return (
    <li className={styles.document} data-field={`documents.${type}`}>
      <span className={styles.documentName}>{label}</span>
      <span id={stateId} className={styles.documentState} data-state={shown} aria-live="polite">
        {status.status === "uploading" ? <span className="spinner" aria-hidden="true" /> : null} {text}
        {status.status === "uploaded" && status.doc ? (
          <>
            {" · "}
            <a href={status.doc.url} target="_blank" rel="noreferrer">
              View
            </a>
          </>
        ) : null}
      </span>
      <label className={`${styles.fileLabel}`}>
        <input
          className={styles.fileInput}
          type="file"
          accept={ACCEPTED_TYPES}
          aria-label={`Upload ${label}`}
          aria-describedby={stateId}
          disabled={status.status === "uploading"}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) onFile(file);
          }}
        />
        <span className="btn btn-secondary">{status.status === "uploaded" ? "Replace" : "Upload"}</span>
      </label>
    </li>
  );
}
