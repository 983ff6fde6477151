import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { ACTIVE_STATUSES, complianceErrorsSql } from "@/lib/shipments/attention";
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
 * - documents to finish: shipments_owner_status_created_idx, then each shipment's documents by
 *   shipment_documents_shipment_name_key (only documents still on the shipment's template list);
 * - compliance errors: the same shipments, each one's latest owner run by
 *   compliance_check_runs_shipment_checked_idx (owner runs have no viewer);
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
        where s.owner_id = ${userId}::uuid and s.status in (${active}) and d.state <> 'final') as documents_to_finish,
      (select count(*)::int from shipments s
        where s.owner_id = ${userId}::uuid and ${complianceErrorsSql(sql`s`)}) as compliance_errors,
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
