import { z } from "zod";
import { SUPPORT_MAIL_PREFERENCES } from "@/models/support-mail";

export const ZSupportMailPreference = z
  .object({
    notify: z
      .enum(SUPPORT_MAIL_PREFERENCES, {
        error: `notify must be one of: ${SUPPORT_MAIL_PREFERENCES.join(", ")}.`,
      })
      .describe(
        "Which support mail this admin gets: `all` new tickets and customer replies, only those of tickets `assigned` to them, or `none`.",
      ),
  })
  .strict();
export type SupportMailPreferenceDto = z.infer<typeof ZSupportMailPreference>;
