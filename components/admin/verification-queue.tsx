"use client";

import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { ListState } from "@/components/ui/list-state";
import { apiRequest, type ApiOutput, type EndpointAt } from "@/lib/client/api-client";
import { invalidatePaths, useKeysetList } from "@/lib/client/queries";
import {
  DOCUMENT_TYPE_LABELS,
  ENTITY_TYPE_LABELS,
  VERIFICATION_STATE_LABELS,
  type BusinessDocumentType,
  type EntityType,
} from "@/lib/verification/document-types";
import styles from "./admin.module.css";
import { ConfirmDialog, type ConfirmRequest } from "./confirm-dialog";
import { formatDateTime } from "@/lib/format/dates";

countries.registerLocale(en);
const STATES = ["pending", "rejected", "verified", "suspended"] as const;
type ReviewItem = ApiOutput<EndpointAt<"GET", "/api/admin/verifications">>["items"][number];
const docLabel = (type: string | null) => DOCUMENT_TYPE_LABELS[type as BusinessDocumentType] ?? type ?? "Document";

export function VerificationQueue() {
  const [state, setState] = useState<(typeof STATES)[number]>("pending");
  const list = useKeysetList("/api/admin/verifications", { query: { state, limit: 20 } }, (page) => page.items);
  const queryClient = useQueryClient();
  const refreshLists = () => invalidatePaths(queryClient, ["/api/admin/verifications", "/api/admin/users"]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const selected = list.items.find((i) => i.user.id === selectedId) ?? list.items[0] ?? null;

  const review = (item: ReviewItem, decision: "approve" | "reject") => {
    const name = String(item.verification.details?.legalName ?? item.user.email);
    setConfirm(
      decision === "approve"
        ? {
            title: `Approve ${name}?`,
            text: "The business becomes verified and can issue and take control of eBLs. The user is emailed.",
            confirmLabel: "Approve",
            onConfirm: async () => {
              await apiRequest("POST", "/api/admin/verifications/{userId}/approve", {
                params: { userId: item.user.id },
              });
              await refreshLists();
              setSelectedId(null);
              toast.success(`${name} is verified.`);
            },
          }
        : {
            title: `Reject ${name}?`,
            text: "The user reads your reason, fixes the submission and submits again.",
            confirmLabel: "Reject",
            danger: true,
            reasonLabel: "Reason (sent to the user)",
            onConfirm: async (reason) => {
              await apiRequest("POST", "/api/admin/verifications/{userId}/reject", {
                params: { userId: item.user.id },
                body: { reason },
              });
              await refreshLists();
              setSelectedId(null);
              toast.success(`${name} was asked for changes.`);
            },
          },
    );
  };

  return (
    <div className="stack">
      <div className={styles.toolbar}>
        <div className="field">
          <label htmlFor="queue-state">Show</label>
          <select id="queue-state" value={state} onChange={(e) => setState(e.target.value as typeof state)}>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {VERIFICATION_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.queueLayout}>
        <section aria-labelledby="queue-list">
          <h2 id="queue-list">
            {state === "pending" ? "Waiting for review (oldest first)" : VERIFICATION_STATE_LABELS[state]}
          </h2>
          <ListState
            list={list}
            empty={
              <section className="empty-state">
                <p>{state === "pending" ? "No business is waiting for review." : "No business in this state."}</p>
              </section>
            }
          >
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Business and submission</th>
                    <th scope="col">Checks</th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((item) => {
                    const failed = item.checks.filter((c) => !c.ok).length + item.missingDocuments.length;
                    return (
                      <tr key={item.user.id}>
                        <td>
                          <button
                            type="button"
                            className="btn-link"
                            onClick={() => setSelectedId(item.user.id)}
                            aria-pressed={selected?.user.id === item.user.id}
                          >
                            {String(item.verification.details?.legalName ?? item.user.email)}
                          </button>
                          <div className={styles.muted}>{item.user.email}</div>
                          <div className={styles.muted}>{formatDateTime(item.verification.submittedAt)}</div>
                        </td>
                        <td>
                          {failed ? (
                            <span className={styles.fail}>{failed} to check</span>
                          ) : (
                            <span className={styles.pass}>Pass</span>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </ListState>
        </section>
        {selected ? (
          <ReviewPanel key={selected.user.id} item={selected} onReview={state === "pending" ? review : undefined} />
        ) : null}
      </div>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}

function ReviewPanel({
  item,
  onReview,
}: {
  item: ReviewItem;
  onReview?: (item: ReviewItem, decision: "approve" | "reject") => void;
}) {
  const d = (item.verification.details ?? {}) as Record<string, unknown> & {
    address?: Record<string, string>;
    signatory?: Record<string, string>;
  };
  const [docId, setDocId] = useState(item.documents[0]?.id ?? null);
  const doc = item.documents.find((x) => x.id === docId) ?? null;
  const country = typeof d.country === "string" ? d.country : "";
  const rows: [string, string | undefined][] = [
    ["Legal name", d.legalName as string],
    ["Entity type", ENTITY_TYPE_LABELS[d.entityType as EntityType] ?? (d.entityType as string)],
    ["Country", country ? `${countries.getName(country, "en") ?? country} (${country})` : undefined],
    [
      "Address",
      [d.address?.line1, d.address?.line2, d.address?.city, d.address?.state, d.address?.postalCode]
        .filter(Boolean)
        .join(", "),
    ],
    ["GSTIN", d.gstin as string],
    ["PAN", d.pan as string],
    ["IEC", d.iec as string],
    ["Registration number", d.registrationNumber as string],
    ["Tax id", d.taxId as string],
    ["Signatory", d.signatory ? `${d.signatory.name}, ${d.signatory.designation} (${d.signatory.email})` : undefined],
    ["Account", `${item.user.firstName} ${item.user.lastName} · ${item.user.email}`],
    ["Submitted", formatDateTime(item.verification.submittedAt)],
  ];
  return (
    <section className={`card ${styles.queueItem}`} aria-labelledby="review-title">
      <h2 id="review-title">{String(d.legalName ?? item.user.email)}</h2>
      <div className={styles.split}>
        <div className="stack">
          <dl className={styles.dl}>
            {rows
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k} style={{ display: "contents" }}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
          </dl>
          {item.checks.length ? (
            <section aria-labelledby="checks-title">
              <h3 id="checks-title">Identifier checks</h3>
              <ul className={styles.checks}>
                {item.checks.map((c, i) => (
                  <li key={i} className={styles.check}>
                    <span className={c.ok ? styles.pass : styles.fail}>{c.ok ? "Pass" : "Fail"}</span>
                    <span>
                      <strong>{c.label}:</strong> {c.message}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <p className={styles.muted}>No offline identifier checks for businesses outside India.</p>
          )}
          {item.missingDocuments.length ? (
            <p className="alert alert-warning">Missing: {item.missingDocuments.map(docLabel).join(", ")}</p>
          ) : null}
          {item.verification.reason ? (
            <p className="alert alert-error">Last reason given: {item.verification.reason}</p>
          ) : null}
          {onReview ? (
            <div className={styles.actions}>
              <button type="button" className="btn" onClick={() => onReview(item, "approve")}>
                Approve
              </button>
              <button type="button" className="btn btn-danger" onClick={() => onReview(item, "reject")}>
                Reject…
              </button>
            </div>
          ) : null}
        </div>
        <section className={styles.viewer} aria-labelledby="docs-title">
          <h3 id="docs-title">Documents</h3>
          {item.documents.length ? (
            <div className={styles.docTabs}>
              {item.documents.map((x) => (
                <button
                  key={x.id}
                  type="button"
                  className={`btn btn-secondary ${styles.docTab}`}
                  aria-pressed={x.id === docId}
                  onClick={() => setDocId(x.id)}
                >
                  {docLabel(x.documentType)}
                </button>
              ))}
            </div>
          ) : (
            <p className={styles.muted}>No documents uploaded.</p>
          )}
          {doc ? (
            <>
              <p className={styles.muted} style={{ margin: 0 }}>
                {doc.filename} · {doc.contentType} · uploaded {formatDateTime(doc.createdAt)} ·{" "}
                <a href={doc.url} target="_blank" rel="noreferrer">
                  Open in a new tab
                </a>
              </p>
              {doc.contentType === "application/pdf" ? (
                <iframe
                  className={styles.frameDoc}
                  src={doc.url}
                  title={`${docLabel(doc.documentType)}: ${doc.filename}`}
                />
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- a private, uncached file of our own API; next/image would proxy and cache it.
                <img className={styles.imageDoc} src={doc.url} alt={`${docLabel(doc.documentType)}: ${doc.filename}`} />
              )}
            </>
          ) : null}
        </section>
      </div>
    </section>
  );
}
