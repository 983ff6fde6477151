import { route } from "@/lib/http/route";
import { suspendBusinessEndpoint } from "@/lib/verification/endpoints";
import { suspendBusiness } from "@/lib/verification/suspend-business";
import { verificationResponse } from "@/lib/verification/verification-response";

export const POST = route(suspendBusinessEndpoint, async ({ actor, params, body }) =>
  verificationResponse(await suspendBusiness({ actor, userId: params.id, reason: body.reason })),
);
