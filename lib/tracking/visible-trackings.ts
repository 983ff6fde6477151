import { sql, type SQL } from "drizzle-orm";

/**
 * The trackings an actor sees, as SQL over `t` (shipment_trackings) and `s` (shipments): those of
 * their own shipments and of shipments shared with them (a share naming at least one document
 * still on the shipment, as lib/shipments/access.ts decides), with the actor's role. Two branches
 * (owned: the owner index; shared: the sharee's shares) rather than one OR, so neither scans every
 * tracking. The list and the counts read through it, so both answer the same set.
 */
export const visibleTrackings = (userId: string): SQL => sql`
  select t.*, s.reference as shipment_reference, 'owner' as role
  from shipment_trackings t
  join shipments s on s.id = t.shipment_id
  where t.owner_id = ${userId}::uuid
  union all
  select t.*, s.reference as shipment_reference,
    case when exists (select 1 from jsonb_array_elements(sh.forms) f
                      where f->>'access' = 'edit' and f->>'name' = any(s.templates)) then 'edit' else 'read' end as role
  from shipment_shares sh
  join shipment_trackings t on t.shipment_id = sh.shipment_id
  join shipments s on s.id = t.shipment_id
  where sh.user_id = ${userId}::uuid and t.owner_id <> ${userId}::uuid
    and exists (select 1 from jsonb_array_elements(sh.forms) f where f->>'name' = any(s.templates))`;

/** A delay of at least this many hours makes a tracking "delayed" (docs/tracking.md). */
export const DELAYED_HOURS = 24;
/** "Arriving this week": an ETA within the next seven days. */
export const ARRIVING_WITHIN_DAYS = 7;

export const delayedSql = (alias = "v") =>
  sql.raw(`(${alias}.delay_minutes >= ${DELAYED_HOURS * 60} and ${alias}.status not in ('delivered', 'completed'))`);

export const arrivingSql = (now: Date, alias = "v") =>
  sql`(${sql.raw(alias)}.eta_at >= ${now.toISOString()}::timestamptz and ${sql.raw(alias)}.eta_at < ${now.toISOString()}::timestamptz + interval '${sql.raw(String(ARRIVING_WITHIN_DAYS))} days' and ${sql.raw(alias)}.status not in ('arrived', 'delivered', 'completed'))`;
