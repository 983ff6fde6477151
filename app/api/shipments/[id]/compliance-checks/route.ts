import { route } from "@/lib/http/route";
import { runChecksEndpoint } from "@/lib/compliance/checks/endpoints";
import { runComplianceChecks } from "@/lib/compliance/checks/run-checks";

export const POST = route(runChecksEndpoint, async ({ actor, params }) =>
  runComplianceChecks({ actor, shipmentId: params.id }),
);
