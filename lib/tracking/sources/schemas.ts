import { z } from "zod";
import { zText, zUuid } from "@/lib/contract/schemas";
import { outboundUrlProblem } from "@/lib/net/safe-fetch";

export const MIN_POLL_MINUTES = 5;
export const MAX_POLL_MINUTES = 1440;
export const DEFAULT_POLL_MINUTES = 60;

const ZName = zText({ error: "name must be text." })
  .trim()
  .min(1, "name: give the connection a name, e.g. the carrier's.")
  .max(120, "name must be at most 120 characters.");

const ZBaseUrl = zText({ error: "baseUrl must be text." })
  .trim()
  .max(500, "baseUrl must be at most 500 characters.")
  .superRefine((value, ctx) => {
    const problem = outboundUrlProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: `baseUrl ${problem}` });
  })
  // `{baseUrl}/v2/events`: one trailing slash is dropped so the paths join cleanly.
  .transform((value) => value.replace(/\/+$/, ""))
  .describe("The root of the carrier's DCSA Track & Trace 2.2 API: we call `{baseUrl}/v2/events`.");

const ZApiKey = zText({ error: "apiKey must be text." })
  .trim()
  .min(1, "apiKey must not be empty; send null to remove it.")
  .max(1000, "apiKey must be at most 1000 characters.")
  .refine((v) => !/[\r\n]/.test(v), "apiKey must be on one line.")
  .describe("Sent to the carrier as `API-Key` and `Authorization: Bearer`. Stored sealed, never returned.");

const ZPollMinutes = z
  .number({ error: "pollMinutes must be a whole number of minutes." })
  .int("pollMinutes must be a whole number of minutes.")
  .min(MIN_POLL_MINUTES, `pollMinutes must be at least ${MIN_POLL_MINUTES}.`)
  .max(MAX_POLL_MINUTES, `pollMinutes must be at most ${MAX_POLL_MINUTES} (a day).`)
  .describe(`Minutes between polls, ${MIN_POLL_MINUTES}–${MAX_POLL_MINUTES}; default ${DEFAULT_POLL_MINUTES}.`);

const FIELDS = "name, baseUrl, apiKey and pollMinutes";
const strictError = (issue: { code: string; keys?: string[] }) =>
  issue.code === "unrecognized_keys"
    ? `Unknown field: ${issue.keys?.join(", ")}. A carrier connection has ${FIELDS}.`
    : "Send the carrier connection as a JSON object.";

export const ZCreateSourceBody = z.strictObject(
  {
    name: ZName,
    baseUrl: ZBaseUrl.nullish(),
    apiKey: ZApiKey.nullish(),
    pollMinutes: ZPollMinutes.optional(),
  },
  { error: strictError },
);
export type CreateSourceInput = z.output<typeof ZCreateSourceBody>;

export const ZUpdateSourceBody = z
  .strictObject(
    {
      name: ZName.optional(),
      baseUrl: ZBaseUrl.nullable().optional().describe("null removes polling and subscribing."),
      apiKey: ZApiKey.nullable().optional().describe("null removes the key."),
      pollMinutes: ZPollMinutes.optional(),
    },
    { error: strictError },
  )
  .refine(
    (body) => Object.values(body).some((v) => v !== undefined),
    "Send at least one of name, baseUrl, apiKey or pollMinutes.",
  );
export type UpdateSourceInput = z.output<typeof ZUpdateSourceBody>;

export const ZSourceDto = z.object({
  id: zUuid(),
  name: zText(),
  baseUrl: zText().nullable(),
  hasApiKey: z.boolean().describe("Whether an API key is stored (the key itself is never returned)."),
  pollMinutes: z.number().int(),
  webhookUrl: zText().describe("Where the carrier pushes events: give it to the carrier with the secret."),
  subscribedAtCarrier: z.boolean().describe("Whether we hold a subscription at the carrier (`POST …/subscription`)."),
  lastPolledAt: z.iso.datetime().nullable(),
  lastPollError: zText().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SourceDto = z.infer<typeof ZSourceDto>;

export const ZSourceResponse = z.object({ source: ZSourceDto });
export const ZSourceWithSecretResponse = z.object({
  source: ZSourceDto.extend({
    webhookSecret: zText().describe(
      "Base64 of 32 random bytes: the HMAC-SHA256 key of `Notification-Signature`. Shown in this answer only.",
    ),
  }),
});
export const ZSourceListResponse = z.object({ sources: z.array(ZSourceDto) });
export const ZSubscriptionResponse = z.object({
  source: ZSourceDto,
  carrierSubscriptionId: zText(),
});
export const ZPollResponse = z.object({
  trackings: z.number().int().describe("Active trackings polled."),
  events: z.number().int().describe("Events received from the carrier."),
  stored: z.number().int().describe("Of those, events new to us."),
});
