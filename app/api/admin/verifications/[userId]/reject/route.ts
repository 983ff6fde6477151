import { route } from "@/lib/http/route";
import { rejectVerificationEndpoint } from "@/lib/verification/endpoints";
import { rejectVerification } from "@/lib/verification/reject-verification";
import { verificationResponse } from "@/lib/verification/verification-response";

export const POST = route(rejectVerificationEndpoint, async ({ actor, params, body }) =>
  verificationResponse(await rejectVerification({ actor, userId: params.userId, reason: body.reason })),
);
