import { z } from "zod";
import { defineEndpoint } from "@/lib/contract/endpoint";
import { zText } from "@/lib/contract/schemas";
import { REPORT_KEYS, ZReport, ZReportQuery } from "./contract";

/** The key stays free text here: an unknown one is answered 404 with the list of reports (get-report.ts). */
const ZReportParams = z.object({
  report: zText().describe(`The report: ${REPORT_KEYS.join(", ")}.`),
});

export const reportEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/reports/{report}",
  tag: "Reports",
  summary: "A report over the period",
  description:
    "Rows and totals of one report over `from`..`to` (calendar days in your time zone), filtered by destination country, status, currency and partner. Shipments you own count with their value; shipments shared with you count, with their value only when the invoice is shared with you; receivables are your own shipments' only. Money is a decimal string beside its currency, never summed across currencies. `details=true` lists the records behind each row; `compare=previous` adds the totals of the period just before. `format=csv` or `format=xlsx` answers an attachment `<report>_<from>_<to>.<ext>` (xlsx with typed cells). docs/analytics.md describes each report.",
  access: "user",
  params: ZReportParams,
  query: ZReportQuery,
  response: ZReport,
  errors: ["validation_failed", "not_found"],
});

export const reportEndpoints = [reportEndpoint];
