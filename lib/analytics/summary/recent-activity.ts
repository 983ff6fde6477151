import { sql, type SQL } from "drizzle-orm";
import { auditSentence } from "@/lib/audit/audit-sentence";
import type { DbOrTx } from "@/lib/db/client";
import { rowsOf } from "../reports/shared";

export type ActivityEntry = { id: string; action: string; sentence: string; at: string; link: string | null };

export const RECENT_ACTIVITY = 10;

/** Above this many owned shipments, entries on them are found by walking the log newest first. */
export const WALK_ABOVE_SHIPMENTS = 1_000;

const UUID = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";

/** The shipment an entry `a` concerns, as a uuid (null for none; a malformed id never fails the cast). */
const shipmentOf = sql`(case
  when a.data->>'shipmentId' ~ ${UUID} then (a.data->>'shipmentId')::uuid
  when a.entity_type = 'shipment' and a.entity_id ~ ${UUID} then a.entity_id::uuid end)`;

/**
 * The entries on the user's own shipments, newest ten. Two plans, chosen by how many shipments
 * the user owns (one index-only count): for a few, each shipment's entries through
 * audit_log_entity_idx and audit_log_shipment_idx; for many (measured: a hash of 100,000 ids
 * took a second), the log newest first (audit_log_created_idx), each entry's shipment checked by
 * its primary key, which stops at the tenth.
 */
function ownedShipmentEntries(userId: string, owned: number, limit: number): SQL {
  if (owned > WALK_ABOVE_SHIPMENTS)
    return sql`(select a.* from audit_log a
       where exists (select 1 from shipments s where s.id = ${shipmentOf} and s.owner_id = ${userId}::uuid)
       order by a.created_at desc limit ${limit})`;
  return sql`(select a.* from audit_log a
        where a.entity_type = 'shipment'
          and a.entity_id in (select s.id::text from shipments s where s.owner_id = ${userId}::uuid)
        order by a.created_at desc limit ${limit})
      union
      (select a.* from audit_log a
        where (a.data->>'shipmentId') in (select s.id::text from shipments s where s.owner_id = ${userId}::uuid)
        order by a.created_at desc limit ${limit})`;
}

/**
 * The ten newest audit entries that concern the user: what they did themselves, what anyone did
 * to a shipment they own (its documents, files and shares carry data.shipmentId, as the shipment's
 * activity list reads them) and what happened to an eBL they are a party to. A sharee does not see
 * other people's entries on a shipment shared with them (the owner's trail names the other
 * sharees, lib/shipments/list-activity.ts). Each branch takes its own newest ten through an index
 * (audit_log_actor_idx; the owned shipments' entries, see ownedShipmentEntries; audit_log_entity_idx
 * per envelope), then the union keeps the newest ten.
 */
export async function recentActivity(db: DbOrTx, userId: string): Promise<ActivityEntry[]> {
  const limit = RECENT_ACTIVITY;
  const [owned] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from shipments s where s.owner_id = ${userId}::uuid`,
  );
  const rows = await rowsOf<{
    id: string;
    action: string;
    entity_type: string;
    entity_id: string;
    data: Record<string, unknown>;
    actor_id: string | null;
    at: string;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    shipment_id: string | null;
    shipment_reference: string | null;
    shipment_owned: boolean | null;
  }>(
    db,
    sql`with mine as (
          (select a.* from audit_log a where a.actor_id = ${userId}::uuid order by a.created_at desc limit ${limit})
          union
          ${ownedShipmentEntries(userId, Number(owned?.n ?? 0), limit)}
          union
          (select a.* from audit_log a
            where a.entity_type = 'envelope'
              and a.entity_id in (select p.envelope_id::text from envelope_parties p where p.user_id = ${userId}::uuid)
            order by a.created_at desc limit ${limit})
        )
        select m.id, m.action, m.entity_type, m.entity_id, m.data, m.actor_id,
               to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
               u.first_name, u.last_name, u.email,
               s.id::text as shipment_id, s.reference as shipment_reference, s.owner_id = ${userId}::uuid as shipment_owned
          from mine m
          left join users u on u.id = m.actor_id
          left join shipments s on s.id::text = coalesce(m.data->>'shipmentId', case when m.entity_type = 'shipment' then m.entity_id end)
         order by m.created_at desc, m.id desc
         limit ${limit}`,
  );
  return rows.map((r) => {
    const name = `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim() || r.email;
    return {
      id: r.id,
      action: r.action,
      sentence: auditSentence({
        action: r.action,
        data: r.data ?? {},
        actorId: r.actor_id,
        actorName: r.actor_id === userId ? "You" : name,
        shipmentReference: r.shipment_reference,
      }),
      at: r.at,
      link: linkOf(r),
    };
  });
}

/** Where an entry's subject opens: an owned shipment's screen, the eBLs, or the documents shared with me. */
function linkOf(r: { entity_type: string; shipment_id: string | null; shipment_owned: boolean | null }): string | null {
  if (r.entity_type === "envelope") return "/ebl";
  if (r.shipment_id && r.shipment_owned) return `/exportdocs/${r.shipment_id}`;
  if (r.shipment_id) return "/shared-documents";
  return null;
}
