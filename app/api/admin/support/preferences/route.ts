import { route } from "@/lib/http/route";
import { getSupportMailPreferenceEndpoint, putSupportMailPreferenceEndpoint } from "@/lib/support/mail/endpoints";
import { getMailPreference } from "@/lib/support/mail/get-mail-preference";
import { setMailPreference } from "@/lib/support/mail/set-mail-preference";

export const GET = route(getSupportMailPreferenceEndpoint, async ({ actor }) => getMailPreference({ actor }));
export const PUT = route(putSupportMailPreferenceEndpoint, async ({ actor, body }) =>
  setMailPreference({ actor, notify: body.notify }),
);
