import { toUserDto } from "@/lib/accounts/dto";
import { getUserOverviewEndpoint } from "@/lib/admin/endpoints";
import { getUserOverview } from "@/lib/admin/get-user-overview";
import { route } from "@/lib/http/route";
import { toVerificationDto } from "@/lib/verification/dto";

export const GET = route(getUserOverviewEndpoint, async ({ actor, params }) => {
  const { user, verification, activeSessions, apiTokens } = await getUserOverview({ actor, userId: params.id });
  return { user: toUserDto(user), verification: toVerificationDto(user, verification), activeSessions, apiTokens };
});
