import { toUserDto } from "@/lib/accounts/dto";
import { route } from "@/lib/http/route";
import { toVerificationDto } from "@/lib/verification/dto";
import { getMyVerificationEndpoint, submitVerificationEndpoint } from "@/lib/verification/endpoints";
import { getMyVerification } from "@/lib/verification/get-my-verification";
import { submitVerification } from "@/lib/verification/submit-verification";

export const GET = route(getMyVerificationEndpoint, async ({ actor }) => {
  const { user, verification } = await getMyVerification({ actor });
  return { user: toUserDto(user), verification: toVerificationDto(user, verification) };
});

export const PUT = route(submitVerificationEndpoint, async ({ actor, body }) => {
  const { user, verification } = await submitVerification({ actor, details: body });
  return { user: toUserDto(user), verification: toVerificationDto(user, verification) };
});
