import { getUserOverviewEndpoint } from "@/lib/admin/endpoints";
import { getUserOverview } from "@/lib/admin/get-user-overview";
import { route } from "@/lib/http/route";

export const GET = route(getUserOverviewEndpoint, async ({ actor, params }) =>
  getUserOverview({ actor, userId: params.id }),
);
