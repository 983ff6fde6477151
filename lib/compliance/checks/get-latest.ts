import { and, desc, eq, isNull } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { getShipmentAccess } from "@/lib/shipments/access";
import { complianceCheckRuns } from "@/models";
import { summarise } from "./engine";
import type { Finding } from "./util";

/**
 * The latest run the actor's view produced (the owner's: runs over the whole shipment; a
 * sharee's: their own runs). Never run: 200 with `checkedAt: null`, no findings and no summary,
 * so a screen shows "not checked yet" without treating it as an error.
 */
export async function getLatestChecks({ actor, shipmentId }: { actor: Actor; shipmentId: string }) {
  const db = await getDb();
  const access = await getShipmentAccess(db, actor, shipmentId);
  const [row] = await db
    .select()
    .from(complianceCheckRuns)
    .where(
      and(
        eq(complianceCheckRuns.shipmentId, shipmentId),
        access.kind === "owner" ? isNull(complianceCheckRuns.viewerId) : eq(complianceCheckRuns.viewerId, actor.userId),
      ),
    )
    .orderBy(desc(complianceCheckRuns.checkedAt))
    .limit(1);
  if (!row) return { ruleSetVersion: null, checkedAt: null, findings: [], summary: null };
  const findings = row.findings as Finding[];
  return {
    ruleSetVersion: row.ruleSetVersion,
    checkedAt: row.checkedAt.toISOString(),
    findings,
    summary: summarise(findings),
  };
}
