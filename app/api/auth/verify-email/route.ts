import { emailStatusEndpoint, verifyEmailEndpoint } from "@/lib/accounts/endpoints";
import { getEmailStatus } from "@/lib/accounts/get-email-status";
import { verifyEmail } from "@/lib/accounts/verify-email";
import { route } from "@/lib/http/route";

export const GET = route(emailStatusEndpoint, async ({ actor }) => getEmailStatus({ actor }));

export const POST = route(verifyEmailEndpoint, async ({ actor, body }) => verifyEmail({ actor, ...body }));
