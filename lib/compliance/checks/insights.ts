import { and, desc, eq, gte, isNull } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireUserId } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { complianceCheckRuns, shipments } from "@/models";
import { CHECK_RULES, RULE_SET_VERSION, type CheckId } from "./rules";
import type { Finding } from "./util";

/** How far back "most frequent discrepancies" looks, and how many runs it reads at most. */
const WINDOW_DAYS = 90;
const MAX_RUNS = 2_000;

const titleOf = (checkId: string) => CHECK_RULES[checkId as CheckId]?.title ?? checkId;

/**
 * Insights across the actor's own shipments (sharees' views are theirs alone and not counted):
 * open findings per check over each shipment's latest run, the shipments that latest run blocks
 * (errors), and which checks found something most often over the last 90 days of runs.
 */
export async function getComplianceInsights({ actor, now = new Date() }: { actor: Actor; now?: Date }) {
  const userId = requireUserId(actor, "getComplianceInsights");
  const db = await getDb();
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000);
  const runs = await db
    .select({
      shipmentId: complianceCheckRuns.shipmentId,
      reference: shipments.reference,
      findings: complianceCheckRuns.findings,
      errorCount: complianceCheckRuns.errorCount,
      checkedAt: complianceCheckRuns.checkedAt,
    })
    .from(complianceCheckRuns)
    .innerJoin(shipments, eq(shipments.id, complianceCheckRuns.shipmentId))
    .where(
      and(
        eq(shipments.ownerId, userId),
        isNull(complianceCheckRuns.viewerId),
        gte(complianceCheckRuns.checkedAt, since),
      ),
    )
    .orderBy(desc(complianceCheckRuns.checkedAt))
    .limit(MAX_RUNS);

  // Latest run per shipment: the first one met (newest first). Shipments checked only before the
  // window still count through their latest run.
  const latest = new Map<string, (typeof runs)[number]>();
  for (const run of runs) if (!latest.has(run.shipmentId)) latest.set(run.shipmentId, run);
  const older = await db
    .selectDistinctOn([complianceCheckRuns.shipmentId], {
      shipmentId: complianceCheckRuns.shipmentId,
      reference: shipments.reference,
      findings: complianceCheckRuns.findings,
      errorCount: complianceCheckRuns.errorCount,
      checkedAt: complianceCheckRuns.checkedAt,
    })
    .from(complianceCheckRuns)
    .innerJoin(shipments, eq(shipments.id, complianceCheckRuns.shipmentId))
    .where(and(eq(shipments.ownerId, userId), isNull(complianceCheckRuns.viewerId)))
    .orderBy(complianceCheckRuns.shipmentId, desc(complianceCheckRuns.checkedAt));
  for (const run of older) if (!latest.has(run.shipmentId)) latest.set(run.shipmentId, run);

  const open = new Map<string, { severity: Finding["severity"]; count: number; shipments: Set<string> }>();
  for (const run of latest.values()) {
    for (const f of run.findings as Finding[]) {
      if (f.severity === "info") continue;
      const entry = open.get(f.checkId) ?? { severity: f.severity, count: 0, shipments: new Set<string>() };
      if (f.severity === "error") entry.severity = "error";
      entry.count += 1;
      entry.shipments.add(run.shipmentId);
      open.set(f.checkId, entry);
    }
  }
  const frequent = new Map<string, { runs: number; shipments: Set<string> }>();
  for (const run of runs) {
    for (const checkId of new Set(
      (run.findings as Finding[]).filter((f) => f.severity !== "info").map((f) => f.checkId),
    )) {
      const entry = frequent.get(checkId) ?? { runs: 0, shipments: new Set<string>() };
      entry.runs += 1;
      entry.shipments.add(run.shipmentId);
      frequent.set(checkId, entry);
    }
  }
  return {
    ruleSetVersion: RULE_SET_VERSION,
    shipmentsChecked: latest.size,
    openFindingsByCheck: [...open.entries()]
      .map(([checkId, e]) => ({
        checkId,
        title: titleOf(checkId),
        severity: e.severity,
        count: e.count,
        shipments: e.shipments.size,
      }))
      .sort((a, b) => b.count - a.count || a.checkId.localeCompare(b.checkId)),
    blockedShipments: [...latest.values()]
      .filter((r) => r.errorCount > 0)
      .sort((a, b) => b.errorCount - a.errorCount || b.checkedAt.getTime() - a.checkedAt.getTime())
      .slice(0, 50)
      .map((r) => ({
        shipmentId: r.shipmentId,
        reference: r.reference,
        errors: r.errorCount,
        checkedAt: r.checkedAt.toISOString(),
      })),
    frequentDiscrepancies: [...frequent.entries()]
      .map(([checkId, e]) => ({ checkId, title: titleOf(checkId), runs: e.runs, shipments: e.shipments.size }))
      .sort((a, b) => b.runs - a.runs || a.checkId.localeCompare(b.checkId))
      .slice(0, 10),
  };
}
