import { route } from "@/lib/http/route";
import { approveVerification } from "@/lib/verification/approve-verification";
import { approveVerificationEndpoint } from "@/lib/verification/endpoints";
import { verificationResponse } from "@/lib/verification/verification-response";

export const POST = route(approveVerificationEndpoint, async ({ actor, params }) =>
  verificationResponse(await approveVerification({ actor, userId: params.userId })),
);
