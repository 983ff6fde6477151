import { reportEndpoint } from "@/lib/analytics/reports/endpoints";
import { getReport, getReportFile } from "@/lib/analytics/reports/get-report";
import { route } from "@/lib/http/route";

export const GET = route(reportEndpoint, async ({ actor, params, query }) => {
  if (query.format === "csv" || query.format === "xlsx") {
    const file = await getReportFile({ actor, report: params.report, query, format: query.format });
    return new Response(file.body as BodyInit, {
      headers: {
        "content-type": file.contentType,
        "content-disposition": `attachment; filename="${file.filename}"`,
        "cache-control": "private, no-store",
      },
    });
  }
  return getReport({ actor, report: params.report, query });
});
