import { resendEmailConfirmationEndpoint } from "@/lib/accounts/endpoints";
import { resendEmailConfirmation } from "@/lib/accounts/resend-email-confirmation";
import { route } from "@/lib/http/route";

export const POST = route(resendEmailConfirmationEndpoint, async ({ actor }) => resendEmailConfirmation({ actor }));
