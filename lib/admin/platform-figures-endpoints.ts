import { z } from "zod";
import { zText } from "@/lib/contract/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";

export const MAX_FIGURE_WEEKS = 104;
export const DEFAULT_FIGURE_WEEKS = 12;

export const ZPlatformFiguresQuery = z.object({
  weeks: z.coerce
    .number({ error: `weeks must be a whole number from 1 to ${MAX_FIGURE_WEEKS}.` })
    .int(`weeks must be a whole number from 1 to ${MAX_FIGURE_WEEKS}.`)
    .min(1, `weeks must be a whole number from 1 to ${MAX_FIGURE_WEEKS}.`)
    .max(MAX_FIGURE_WEEKS, `weeks must be a whole number from 1 to ${MAX_FIGURE_WEEKS}.`)
    .default(DEFAULT_FIGURE_WEEKS),
});

export const ZPlatformWeek = z.object({
  week: zText().describe("The ISO week, e.g. 2026-W48."),
  weekStart: zText().describe("Its Monday (UTC), YYYY-MM-DD."),
  signUps: z.number().int(),
  verificationsApproved: z.number().int(),
  shipmentsCreated: z.number().int(),
  documentsFinalised: z.number().int(),
  eblsIssued: z.number().int(),
  eblsSurrendered: z.number().int().describe("Surrenders accepted by the carrier (SACC), for delivery or amendment."),
  pageViews: z.number().int(),
});
export type PlatformWeek = z.infer<typeof ZPlatformWeek>;

export const ZPlatformFigures = z.object({
  from: zText().describe("The first week's Monday 00:00 UTC."),
  to: zText().describe("The end (exclusive): next Monday 00:00 UTC after this week."),
  weeks: z.array(ZPlatformWeek),
});

export const platformFiguresEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/analytics/weekly",
  tag: "Admin",
  summary: "Platform figures per week (admin)",
  description: `ISO weeks (Monday 00:00 UTC), oldest first, the current week last (so far); \`weeks\` 1–${MAX_FIGURE_WEEKS}, default ${DEFAULT_FIGURE_WEEKS}. Per week: sign-ups, verifications approved, shipments created, documents finalised, eBLs issued, eBL surrenders accepted, page views. Every week is listed, zeros included.`,
  access: "admin",
  query: ZPlatformFiguresQuery,
  response: ZPlatformFigures,
  errors: ["validation_failed"],
});

export const platformFiguresEndpoints = [platformFiguresEndpoint];
