import { z } from "zod";
import { zText } from "@/lib/contract/schemas";

export const ZWeeklySummarySubscription = z.object({
  subscribed: z.boolean().describe("Whether the weekly summary mail is sent to me on Mondays at 08:00 my time."),
});
export type WeeklySummarySubscription = z.infer<typeof ZWeeklySummarySubscription>;

export const ZWeeklySummaryBody = z.object({
  subscribed: z.boolean({ error: "subscribed must be true or false." }),
});

export const ZUnsubscribeTokenQuery = z.object({
  token: zText({ error: "token is required." }).min(1, "token is required.").max(200, "token is not valid."),
});
