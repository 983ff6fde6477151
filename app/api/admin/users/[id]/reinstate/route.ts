import { route } from "@/lib/http/route";
import { reinstateBusinessEndpoint } from "@/lib/verification/endpoints";
import { reinstateBusiness } from "@/lib/verification/reinstate-business";
import { verificationResponse } from "@/lib/verification/verification-response";

export const POST = route(reinstateBusinessEndpoint, async ({ actor, params }) =>
  verificationResponse(await reinstateBusiness({ actor, userId: params.id })),
);
