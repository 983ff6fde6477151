import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { ACTIVE_STATUSES } from "@/lib/shipments/attention";
import { rowsOf } from "../reports/shared";

export type AttentionCounts = {
  documentsToFinish: number;
  complianceErrors: number;
  invitationsWaiting: number;
  sharesWaiting: number;
  documentsAwaitingEdit: number;
};

const active = sql.raw(ACTIVE_STATUSES.map((s) => `'${s}'`).join(", "));

/**
 * The counts of "what needs me now" that are plain SQL, as scalar subqueries of one statement (one
 * round trip). Each starts from an index on the user:
 * - documents to finish: the owner's unfinished documents (shipment_documents_owner_open_idx), of
 *   the active shipments, only documents still on the shipment's template list (scanning every
 *   owner's documents cost 0.1 s);
 * - compliance errors: the owner's runs (compliance_check_runs_owner_checked_idx; owner runs have
 *   no viewer), each shipment's latest, of the active shipments: the same answer as
 *   `complianceErrorsSql` (lib/shipments/attention.ts, the list's filter), which looked up each of
 *   the owner's active shipments' latest run one by one (0.14 s at 100,000 shipments);
 * - invitations: network_connections_invitee_updated_idx;
 * - shares not yet opened and documents shared with me to edit that are not final:
 *   shipment_shares_user_updated_idx (a share counts while it names a document still on the shipment,
 *   as lib/shipments/access.ts decides).
 */
export async function attentionCounts(db: DbOrTx, userId: string): Promise<AttentionCounts> {
  const [row] = await rowsOf<{
    documents_to_finish: number;
    compliance_errors: number;
    invitations_waiting: number;
    shares_waiting: number;
    documents_awaiting_edit: number;
  }>(
    db,
    sql`select
      (select count(*)::int
         from shipments s
         join shipment_documents d on d.shipment_id = s.id and d.name = any(s.templates)
        where s.owner_id = ${userId}::uuid and s.status in (${active}) and d.state <> 'final'
          and d.owner_id = ${userId}::uuid) as documents_to_finish,
      (select count(*)::int
         from (select distinct on (r.shipment_id) r.shipment_id, r.error_count
                 from compliance_check_runs r
                where r.owner_id = ${userId}::uuid and r.viewer_id is null
                order by r.shipment_id, r.checked_at desc, r.id desc) latest
         join shipments s on s.id = latest.shipment_id
        where latest.error_count > 0 and s.owner_id = ${userId}::uuid and s.status in (${active})) as compliance_errors,
      (select count(*)::int from network_connections n
        where n.invitee_id = ${userId}::uuid and n.status = 'PENDING') as invitations_waiting,
      (select count(*)::int
         from shipment_shares sh
         join shipments s on s.id = sh.shipment_id
        where sh.user_id = ${userId}::uuid and sh.opened_at is null and s.owner_id <> ${userId}::uuid
          and exists (select 1 from jsonb_array_elements(sh.forms) f where f->>'name' = any(s.templates))) as shares_waiting,
      (select count(*)::int
         from shipment_shares sh
         join shipments s on s.id = sh.shipment_id
         cross join lateral jsonb_array_elements(sh.forms) f
         left join shipment_documents d on d.shipment_id = s.id and d.name = f->>'name'
        where sh.user_id = ${userId}::uuid and s.owner_id <> ${userId}::uuid and s.status in (${active})
          and f->>'access' = 'edit' and f->>'name' = any(s.templates)
          and coalesce(d.state::text, 'empty') <> 'final') as documents_awaiting_edit`,
  );
  return {
    documentsToFinish: Number(row?.documents_to_finish ?? 0),
    complianceErrors: Number(row?.compliance_errors ?? 0),
    invitationsWaiting: Number(row?.invitations_waiting ?? 0),
    sharesWaiting: Number(row?.shares_waiting ?? 0),
    documentsAwaitingEdit: Number(row?.documents_awaiting_edit ?? 0),
  };
}
