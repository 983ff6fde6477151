import { AppError, type Issue } from "@/lib/contract/errors";
import type { DbOrTx } from "@/lib/db/client";
import { writeAudit } from "@/lib/audit/write-audit";
import type { Mail } from "@/lib/mail/send-mail";
import { trackingEvents, type ShipmentTrackingRow } from "@/models";
import { dcsaEventIssues } from "./dcsa/validate";
import { refreshProjection } from "./refresh-projection";
import { normaliseEvent } from "./timeline";
import { trackingNotices, type TrackingNotice } from "./notify-changes";
import { notify } from "@/lib/notifications/notify";
import { enqueueEventDeliveries } from "./dcsa-out/enqueue-deliveries";

/** Issues listed in a 400 at most: enough to fix a batch, not a megabyte of errors. */
const MAX_ISSUES = 100;
/** Rows per INSERT: 14 parameters a row stays far below PostgreSQL's 65,535. */
const CHUNK = 500;

export type IngestOptions = {
  /** The tracking, read under its row lock (FOR UPDATE) in `tx`. */
  tracking: ShipmentTrackingRow;
  events: unknown[];
  /** The tracking source (lib/tracking/sources) that delivered them, if any. */
  sourceId?: string | null;
  /** The user who posted them (null for sources and jobs): the audit entry's actor. */
  actorId?: string | null;
  /** Whether the events came as a list: issue paths then start with the event's index. Default true. */
  asList?: boolean;
};

export type IngestResult = {
  received: number;
  stored: number;
  duplicates: number;
  /** The tracking with its projection rewritten. */
  tracking: ShipmentTrackingRow;
  /** The mails announcing what changed: hand them to sendTrackingMails after the commit. */
  mails: Mail[];
  notices: TrackingNotice[];
};

/** Throws the 400 naming every failing path (prefixed by the event's index in a batch). */
export function assertValidEvents(events: unknown[], batch: boolean): void {
  const issues: Issue[] = [];
  events.forEach((event, i) => {
    if (issues.length < MAX_ISSUES) issues.push(...dcsaEventIssues(event, batch ? String(i) : ""));
  });
  if (issues.length === 0) return;
  const bad = new Set(issues.map((i) => (batch ? i.path.split(".")[0] : ""))).size;
  throw new AppError(
    "validation_failed",
    batch
      ? `${bad} of ${events.length} events do not follow the DCSA Track & Trace 2.2 event schema; nothing was stored.`
      : "The event does not follow the DCSA Track & Trace 2.2 event schema.",
    { issues: issues.slice(0, MAX_ISSUES) },
  );
}

/**
 * Stores DCSA events on a tracking, once per eventID (a unique index and ON CONFLICT DO
 * NOTHING: replays and concurrent duplicates store one row), validates each against the 2.2
 * schema first (all or nothing), rewrites the tracking's projection, writes one audit entry per
 * batch that stored something, and files the in-app notices of what changed. Runs in the
 * caller's transaction, which must hold the tracking row's lock (docs/tracking.md); the caller
 * sends `mails` after the commit.
 */
export async function ingestTrackingEvents(tx: DbOrTx, options: IngestOptions): Promise<IngestResult> {
  const { tracking, events } = options;
  assertValidEvents(events, options.asList ?? true);
  const rows = new Map<string, typeof trackingEvents.$inferInsert>();
  for (const raw of events as Record<string, unknown>[]) {
    const e = normaliseEvent(raw);
    if (rows.has(e.eventId)) continue;
    rows.set(e.eventId, {
      trackingId: tracking.id,
      eventId: e.eventId,
      eventType: e.eventType,
      eventClassifierCode: e.classifier,
      eventTypeCode: e.typeCode,
      eventDateTime: new Date(e.at),
      eventCreatedDateTime: new Date(e.createdAt),
      equipmentReference: e.equipmentReference,
      unLocationCode: e.location,
      sourceId: options.sourceId ?? null,
      postedBy: options.actorId ?? null,
      raw,
    });
  }
  const values = [...rows.values()];
  let stored = 0;
  for (let i = 0; i < values.length; i += CHUNK) {
    const inserted = await tx
      .insert(trackingEvents)
      .values(values.slice(i, i + CHUNK))
      .onConflictDoNothing({ target: [trackingEvents.trackingId, trackingEvents.eventId] })
      .returning({ id: trackingEvents.id });
    stored += inserted.length;
    await enqueueEventDeliveries(
      tx,
      inserted.map((row) => row.id),
    );
  }
  const result = { received: events.length, stored, duplicates: events.length - stored };
  if (stored === 0) return { ...result, tracking, mails: [], notices: [] };
  const refreshed = await refreshProjection(tx, tracking);
  await writeAudit(tx, {
    actorId: options.actorId ?? null,
    action: "tracking.events_ingested",
    entityType: "shipment_tracking",
    entityId: tracking.id,
    data: { shipmentId: tracking.shipmentId, ...result, sourceId: options.sourceId ?? null },
  });
  const { notices, mails } = await trackingNotices(tx, tracking.shipmentId, refreshed.changes);
  await notify(tx, notices);
  return { ...result, tracking: refreshed.tracking, mails, notices };
}
