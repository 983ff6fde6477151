import { route } from "@/lib/http/route";
import { insightsEndpoint } from "@/lib/compliance/checks/endpoints";
import { getComplianceInsights } from "@/lib/compliance/checks/insights";

export const GET = route(insightsEndpoint, async ({ actor }) => getComplianceInsights({ actor }));
