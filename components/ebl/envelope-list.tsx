"use client";

import Link from "next/link";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { toast } from "react-toastify";
import type { EnvelopeDto } from "@/lib/ebl/contract";
import { api, errorMessage } from "@/lib/client/api";
import { EmptyState } from "@/components/ui/empty-state";
import { envelopeHref, envelopeReference, formatDateTime, partyName, titleLine } from "./labels";
import { EnvelopeStatusBadge } from "./status-badge";
import styles from "./ebl.module.css";

export type ListRole = "possessor" | "awaiting" | "issuer" | "history";
type Page = { envelopes: EnvelopeDto[]; nextCursor: string | null };

const PAGE_SIZE = 20;

/** One tab of /ebl: a keyset-paged list of envelopes (GET /api/envelopes?role=…), newest change first. */
export function EnvelopeList({
  role,
  label,
  empty,
}: {
  role: ListRole;
  label: string;
  empty: { title: string; text: ReactNode };
}) {
  const [items, setItems] = useState<EnvelopeDto[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const path = useCallback(
    (cursor: string | null) =>
      `/api/envelopes?role=${role}&limit=${PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    [role],
  );

  useEffect(() => {
    let active = true;
    api<Page>(path(null))
      .then((page) => {
        if (!active) return;
        setItems(page.envelopes);
        setNextCursor(page.nextCursor);
      })
      .catch((error: unknown) => active && setLoadError(errorMessage(error)));
    return () => {
      active = false;
    };
  }, [path]);

  async function loadMore() {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await api<Page>(path(nextCursor));
      // An envelope acted on between pages moves to the top: never list it twice.
      setItems((current) => {
        const seen = new Set((current ?? []).map((e) => e.id));
        return [...(current ?? []), ...page.envelopes.filter((e) => !seen.has(e.id))];
      });
      setNextCursor(page.nextCursor);
    } catch (error) {
      toast.error(`Could not load more: ${errorMessage(error)}`);
    } finally {
      setLoadingMore(false);
    }
  }

  if (loadError)
    return (
      <p className="alert alert-error" role="alert">
        Could not load the eBLs: {loadError}
      </p>
    );
  if (items === null)
    return (
      <p className={styles.loading} role="status" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> Loading eBLs…
      </p>
    );
  if (items.length === 0) return <EmptyState title={empty.title}>{empty.text}</EmptyState>;

  return (
    <div className="stack">
      <ul className={styles.list} aria-label={label}>
        {items.map((envelope) => (
          <EnvelopeItem key={envelope.id} envelope={envelope} />
        ))}
      </ul>
      {nextCursor ? (
        <div>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void loadMore()}
            disabled={loadingMore}
            aria-busy={loadingMore || undefined}
          >
            {loadingMore ? "Loading…" : "Load more"}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function EnvelopeItem({ envelope }: { envelope: EnvelopeDto }) {
  const reference = envelopeReference(envelope);
  return (
    <li className={styles.item} aria-label={`eBL ${reference}`}>
      <div className={styles.itemHeader}>
        <h2 className={styles.itemTitle}>
          <Link href={envelopeHref(envelope.id)}>{reference}</Link>
        </h2>
        <span className={styles.buttonRow}>
          <EnvelopeStatusBadge status={envelope.status} />
          <span className={styles.muted}>{envelope.isToOrder ? "To order" : "Straight"}</span>
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Carrier</dt>
          <dd>{partyName(envelope.issuer)}</dd>
        </div>
        <div>
          <dt>Shipper</dt>
          <dd>{partyName(envelope.shipper)}</dd>
        </div>
        <div>
          <dt>{envelope.isToOrder ? "Consignee (to order)" : "Consignee"}</dt>
          <dd>{titleLine(envelope)}</dd>
        </div>
        <div>
          <dt>Current possessor</dt>
          <dd>{envelope.possessor ? partyName(envelope.possessor) : "—"}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>{formatDateTime(envelope.updatedAt)}</dd>
        </div>
      </dl>
    </li>
  );
}
