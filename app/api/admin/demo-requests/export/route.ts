import { exportDemoRequestsEndpoint } from "@/lib/admin/endpoints";
import { exportDemoRequestsCsv } from "@/lib/admin/export-demo-requests-csv";
import { route } from "@/lib/http/route";

export const GET = route(exportDemoRequestsEndpoint, async ({ actor, query }) => {
  const { csv } = await exportDemoRequestsCsv({ actor, status: query.status });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="demo-requests-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});
