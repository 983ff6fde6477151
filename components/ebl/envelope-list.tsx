"use client";

import Link from "next/link";
import { useMemo, type ReactNode } from "react";
import type { EnvelopeDto } from "@/lib/ebl/contract";
import { EmptyState } from "@/components/ui/empty-state";
import { ListState } from "@/components/ui/list-state";
import { useKeysetList } from "@/lib/client/queries";
import { envelopeHref, envelopeReference, formatDateTime, partyName, titleLine } from "./labels";
import { EnvelopeStatusBadge } from "./status-badge";
import styles from "./ebl.module.css";

export type ListRole = "possessor" | "awaiting" | "drafts" | "issuer" | "history";

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
  const list = useKeysetList("/api/envelopes", { query: { role, limit: PAGE_SIZE } }, (page) => page.envelopes);
  // An envelope acted on between pages moves to the top: never list it twice.
  const envelopes = useMemo(() => {
    const seen = new Set<string>();
    return list.items.filter((e) => !seen.has(e.id) && !!seen.add(e.id));
  }, [list.items]);

  return (
    <div className="stack">
      <ListState
        list={list}
        isEmpty={envelopes.length === 0}
        empty={<EmptyState title={empty.title}>{empty.text}</EmptyState>}
        loadingLabel="Loading eBLs…"
      >
        <ul className={styles.list} aria-label={label}>
          {envelopes.map((envelope) => (
            <EnvelopeItem key={envelope.id} envelope={envelope} />
          ))}
        </ul>
      </ListState>
    </div>
  );
}

function EnvelopeItem({ envelope }: { envelope: EnvelopeDto }) {
  const reference = envelopeReference(envelope);
  const draft = envelope.status === "DRAFT";
  const titleHolder = envelope.isToOrder && (envelope.endorsee || envelope.blankEndorsed) ? "Endorsee" : "Consignee";
  return (
    <li className={styles.item} aria-label={`eBL ${reference}`}>
      <div className={styles.itemHeader}>
        <h2 className={`${styles.itemTitle} ${styles.wrap}`}>
          <Link href={envelopeHref(envelope.id)}>{reference}</Link>
        </h2>
        <span className={styles.buttonRow}>
          <EnvelopeStatusBadge status={envelope.status} />
          <span className={styles.muted}>{envelope.isToOrder ? "To order" : "Straight"}</span>
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Shipment</dt>
          <dd className={styles.wrap}>{shipmentOf(envelope)}</dd>
        </div>
        <div>
          <dt>Shipper</dt>
          <dd>{partyName(envelope.shipper)}</dd>
        </div>
        <div>
          <dt>{titleHolder}</dt>
          <dd>{titleLine(envelope)}</dd>
        </div>
        <div>
          <dt>Current holder</dt>
          <dd>{envelope.possessor ? partyName(envelope.possessor) : draft ? "Nobody yet: not issued" : "Nobody"}</dd>
        </div>
        <div>
          <dt>Carrier</dt>
          <dd>{partyName(envelope.issuer)}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>{formatDateTime(envelope.updatedAt)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The shipment the bill was drafted from (its owner sees the reference), else the carrier's booking references. */
function shipmentOf(envelope: EnvelopeDto): string {
  if (envelope.shipmentReference) return envelope.shipmentReference;
  const items = envelope.transportDocument?.consignmentItems;
  const bookings = Array.isArray(items)
    ? [
        ...new Set(
          items
            .map((item) => (item as { carrierBookingReference?: unknown })?.carrierBookingReference)
            .filter((b): b is string => typeof b === "string" && !!b.trim()),
        ),
      ]
    : [];
  return bookings.length ? `Booking ${bookings.join(", ")}` : "—";
}
