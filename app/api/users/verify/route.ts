import { route } from "@/lib/http/route";
import { getMyVerificationEndpoint, submitVerificationEndpoint } from "@/lib/verification/endpoints";
import { getMyVerification } from "@/lib/verification/get-my-verification";
import { submitVerification } from "@/lib/verification/submit-verification";

export const GET = route(getMyVerificationEndpoint, async ({ actor }) => getMyVerification({ actor }));

export const PUT = route(submitVerificationEndpoint, async ({ actor, body }) =>
  submitVerification({ actor, details: body }),
);
