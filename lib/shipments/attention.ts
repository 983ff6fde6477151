import { sql, type SQL } from "drizzle-orm";
import type { ShipmentAttention } from "./schemas";

/**
 * The shipments that need their owner (the dashboard's "needs you now" and the list filter
 * `attention` count and show the same ones): active shipments, still being prepared or on their
 * way, with a document not yet final among those on the shipment, or whose latest compliance run
 * over the whole shipment (an owner's run: no viewer) found an error. `s` is the SQL that names
 * the shipments row (an alias, or the table).
 */
export const ACTIVE_STATUSES = ["draft", "in_progress", "ready", "shipped"] as const;

const activeSql = (s: SQL) => sql`${s}.status in (${sql.raw(ACTIVE_STATUSES.map((v) => `'${v}'`).join(", "))})`;

/** Active, with a document to finish (through shipment_documents_shipment_name_key). */
export const documentsToFinishSql = (s: SQL): SQL =>
  sql`(${activeSql(s)} and exists (
    select 1 from shipment_documents d
     where d.shipment_id = ${s}.id and d.name = any(${s}.templates) and d.state <> 'final'))`;

/** Active, and the latest owner run found an error (compliance_check_runs_shipment_checked_idx). */
export const complianceErrorsSql = (s: SQL): SQL =>
  sql`(${activeSql(s)} and coalesce((
    select r.error_count from compliance_check_runs r
     where r.shipment_id = ${s}.id and r.viewer_id is null
     order by r.checked_at desc limit 1), 0) > 0)`;

export const attentionSql = (attention: ShipmentAttention, s: SQL): SQL =>
  attention === "documents" ? documentsToFinishSql(s) : complianceErrorsSql(s);
