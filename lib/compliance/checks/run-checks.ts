import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { getShipmentAccess, type ShipmentAccess } from "@/lib/shipments/access";
import { complianceCheckRuns } from "@/models";
import { runChecks, type CheckResult } from "./engine";
import { loadCheckInput } from "./load";
import type { CheckRunDto } from "./schemas";

/** Runs the checks over what the access sees and stores the run (in the caller's transaction). */
export async function runAndStore(tx: DbOrTx, actor: Actor, access: ShipmentAccess): Promise<CheckRunDto> {
  const result: CheckResult = runChecks(await loadCheckInput(tx, access));
  const [row] = await tx
    .insert(complianceCheckRuns)
    .values({
      shipmentId: access.shipment.id,
      ownerId: access.shipment.ownerId,
      viewerId: access.kind === "owner" ? null : actor.userId,
      ruleSetVersion: result.ruleSetVersion,
      findings: result.findings,
      errorCount: result.summary.errors,
      warningCount: result.summary.warnings,
      infoCount: result.summary.infos,
      actorId: actor.userId,
    })
    .returning({ id: complianceCheckRuns.id, checkedAt: complianceCheckRuns.checkedAt });
  await writeAudit(tx, {
    actorId: actor.userId,
    action: "compliance_checks.run",
    entityType: "shipment",
    entityId: access.shipment.id,
    data: {
      runId: row!.id,
      reference: access.shipment.reference,
      ruleSetVersion: result.ruleSetVersion,
      ...result.summary,
    },
  });
  return { ...result, checkedAt: row!.checkedAt.toISOString() };
}

/**
 * Runs every compliance check over the shipment's documents (with their overrides), its eBL, its
 * letter of credit and its payments, and keeps the run. Anyone who can see the shipment may run
 * them (a read-only sharee too: checking changes nothing); a sharee's run covers only what is
 * shared with them (lib/compliance/checks/load.ts).
 */
export async function runComplianceChecks({ actor, shipmentId }: { actor: Actor; shipmentId: string }) {
  const db = await getDb();
  return db.transaction(async (tx) => runAndStore(tx, actor, await getShipmentAccess(tx, actor, shipmentId)));
}
