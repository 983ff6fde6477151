import { defineEndpoint } from "@/lib/contract/endpoint";
import { ZSupportMailPreference } from "./schemas";

const tag = "Support";

export const getSupportMailPreferenceEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/support/preferences",
  tag,
  summary: "My support mail preference (admin)",
  description:
    "Which support mail the calling admin gets: `all` (the default) new tickets and customer replies, `assigned` only those of tickets assigned to them, or `none`.",
  access: "admin",
  response: ZSupportMailPreference,
});

export const putSupportMailPreferenceEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/admin/support/preferences",
  tag,
  summary: "Set my support mail preference (admin)",
  description: "Sets which support mail the calling admin gets (`all`, `assigned` or `none`). Audited.",
  access: "admin",
  body: ZSupportMailPreference,
  response: ZSupportMailPreference,
  errors: ["validation_failed"],
});

/** The support mail calls (docs/support.md, "Email both ways"). */
export const supportMailEndpoints = [getSupportMailPreferenceEndpoint, putSupportMailPreferenceEndpoint] as const;
