import type { z } from "zod";
import { ZReportQuery } from "../reports/contract";

/** GET /api/analytics/summary: the period and the browser's zone, nothing else (strict: an unknown parameter is a 400). */
export const ZSummaryQuery = ZReportQuery.pick({ from: true, to: true, tz: true });
export type SummaryQuery = z.infer<typeof ZSummaryQuery>;
