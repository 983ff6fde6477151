import { requestPasswordResetEndpoint, resetPasswordEndpoint } from "@/lib/accounts/endpoints";
import { requestPasswordReset } from "@/lib/accounts/request-password-reset";
import { resetPassword } from "@/lib/accounts/reset-password";
import { route } from "@/lib/http/route";

export const POST = route(requestPasswordResetEndpoint, async ({ body, ip }) =>
  requestPasswordReset({ email: body.email, ip }),
);

export const PUT = route(resetPasswordEndpoint, async ({ body, ip }) => resetPassword({ ...body, ip }));
