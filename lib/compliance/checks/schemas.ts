import { z } from "zod";
import { zText, zUuid } from "@/lib/contract/schemas";
import { CHECK_IDS } from "./rules";

export const ZSeverity = z.enum(["error", "warning", "info"]);

export const ZFinding = z.object({
  checkId: z.enum(CHECK_IDS as [string, ...string[]]),
  severity: ZSeverity,
  message: zText(),
  documents: z
    .array(zText())
    .describe("Template keys of the documents involved, plus `letter_of_credit`, `ebl` or `payments`."),
  fields: z
    .array(z.object({ document: zText(), path: zText() }))
    .describe(
      "Where to fix it: a document (as in `documents`) and a field path as the editor names it (`consignee.name`, `lineItems.2.grossWeight`). At most 24.",
    ),
  rule: z.object({ citation: zText(), url: zText().nullable() }),
  suggestion: zText().nullable(),
});

export const ZSummary = z.object({
  errors: z.number().int(),
  warnings: z.number().int(),
  infos: z.number().int(),
  blocking: z.boolean().describe("True when there is at least one error: finalising then asks for confirmation."),
});

export const ZCheckRun = z.object({
  ruleSetVersion: zText(),
  checkedAt: z.iso.datetime(),
  findings: z.array(ZFinding),
  summary: ZSummary,
});
export type CheckRunDto = z.infer<typeof ZCheckRun>;

export const ZLatestResponse = z.object({
  ruleSetVersion: zText().nullable(),
  checkedAt: z.iso.datetime().nullable().describe("null when the checks were never run on this shipment."),
  findings: z.array(ZFinding),
  summary: ZSummary.nullable(),
});

export const ZInsightsResponse = z.object({
  ruleSetVersion: zText(),
  shipmentsChecked: z.number().int(),
  openFindingsByCheck: z
    .array(
      z.object({
        checkId: zText(),
        title: zText(),
        severity: ZSeverity,
        count: z.number().int(),
        shipments: z.number().int(),
      }),
    )
    .describe("Findings of each shipment's latest run, counted per check, most first."),
  blockedShipments: z
    .array(
      z.object({
        shipmentId: zUuid(),
        reference: zText(),
        errors: z.number().int(),
        checkedAt: z.iso.datetime(),
      }),
    )
    .describe("Shipments whose latest run has errors, most errors first (at most 50)."),
  frequentDiscrepancies: z
    .array(z.object({ checkId: zText(), title: zText(), runs: z.number().int(), shipments: z.number().int() }))
    .describe("Across every run of the last 90 days: how often each check found something, most first (top 10)."),
});
