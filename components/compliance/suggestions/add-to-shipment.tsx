"use client";

import Link from "next/link";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { ErrorSummary } from "@/components/ui/error-summary";
import { SelectField, SubmitButton } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { shipmentHref } from "@/components/shipments/types";
import { apiRequest } from "@/lib/client/api-client";
import { ApiError, errorMessage } from "@/lib/client/api";
import { invalidatePaths, useApiQuery } from "@/lib/client/queries";
import { useSubmit } from "@/lib/client/use-submit";
import { TEMPLATE_BY_KEY, isTemplateKey } from "@/lib/templates/descriptors";
import type { SuggestionAnswer, SuggestionBody } from "./suggestions-view";
import styles from "./suggestions.module.css";

const titleOf = (key: string) => (isTemplateKey(key) ? TEMPLATE_BY_KEY[key].title : key);

/**
 * "Add to shipment": creates on one of the user's shipments the suggested documents Exportly has
 * a template for and the shipment lacks, and records the answer there. The server answers the
 * same request again, so what is added is exactly what the rules say.
 */
export function AddToShipment({ body, answer }: { body: SuggestionBody; answer: SuggestionAnswer }) {
  const headingId = useId();
  const client = useQueryClient();
  const shipments = useApiQuery("/api/shipments", { query: { limit: 100, sort: "updated" } });
  const [shipmentId, setShipmentId] = useState(body.shipmentId ?? "");
  const [done, setDone] = useState<{ shipmentId: string; reference: string; added: string[] } | null>(null);
  const { busy, errors, alert, submit } = useSubmit();
  const withTemplate = answer.documents.filter((d) => d.templateKey);
  const list = shipments.data?.shipments ?? [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      if (!shipmentId) {
        const message = "Choose the shipment to add the documents to.";
        throw new ApiError(message, 400, "validation_failed", [{ path: "shipment", message }]);
      }
      const { shipmentId: _recordedOn, ...request } = body;
      const result = await apiRequest("POST", "/api/shipments/{id}/suggestions", {
        params: { id: shipmentId },
        body: request,
      });
      setDone({ shipmentId, reference: list.find((s) => s.id === shipmentId)?.reference ?? "", added: result.added });
      await invalidatePaths(client, ["/api/shipments"]);
    })();
  };

  return (
    <section className={`card ${styles.add}`} aria-labelledby={headingId}>
      <h2 id={headingId}>Add to a shipment</h2>
      <p className={styles.muted}>
        {body.shipmentId ? "This checklist is recorded on the shipment you chose. " : null}Exportly can prepare{" "}
        {withTemplate.length} of these documents: {withTemplate.map((d) => d.title).join(", ") || "none"}. Adding
        creates the ones the shipment does not have yet and records this checklist (rule set {answer.ruleSetVersion}) on
        it.
      </p>
      {shipments.isPending ? (
        <Skeleton label="Loading your shipments…" rows={1} />
      ) : shipments.error ? (
        <p className="field-error" role="alert">
          {errorMessage(shipments.error)}{" "}
          <button type="button" className="btn-link" onClick={() => void shipments.refetch()}>
            Try again
          </button>
        </p>
      ) : list.length === 0 ? (
        <p className={styles.muted}>
          You have no shipments yet. <Link href="/exportdocs">Create one</Link>, then come back to add these documents.
        </p>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate aria-label="Add the documents to a shipment">
          <ErrorSummary errors={errors} alert={alert} />
          <div className={styles.addRow}>
            <SelectField
              label="Shipment"
              name="shipment"
              value={shipmentId}
              onChange={(id) => {
                setShipmentId(id);
                setDone(null);
              }}
              options={[
                { value: "", label: "Choose a shipment" },
                ...list.map((s) => ({ value: s.id, label: s.reference })),
              ]}
              error={errors.shipment}
            />
            <SubmitButton busy={busy} busyLabel="Adding…">
              Add to shipment
            </SubmitButton>
          </div>
        </form>
      )}
      {done ? (
        <p role="status" className={styles.done}>
          {done.added.length
            ? `Added to ${done.reference}: ${done.added.map(titleOf).join(", ")}.`
            : `${done.reference} already has every document Exportly can prepare from this checklist.`}{" "}
          The checklist is recorded on the shipment.{" "}
          <Link href={shipmentHref(done.shipmentId)}>Open {done.reference}</Link>
        </p>
      ) : null}
    </section>
  );
}
