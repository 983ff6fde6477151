import { z } from "zod";
import { zText } from "@/lib/contract/schemas";

const required = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`,
});

const requiredText = (label: string, max: number) =>
  zText(required(label))
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`);

export const DEMO_LIMITS = {
  fullName: 100,
  company: 200,
  message: 2000,
  phoneDigitsMin: 7,
  phoneDigitsMax: 20,
} as const;

/** 7–20 digits; an optional leading +, spaces and dashes are allowed between them. */
export const isDemoPhone = (s: string) => {
  if (!/^\+?[\d\s-]+$/.test(s)) return false;
  const digits = s.replace(/\D/g, "").length;
  return digits >= DEMO_LIMITS.phoneDigitsMin && digits <= DEMO_LIMITS.phoneDigitsMax;
};

export const ZDemoRequestBody = z.object({
  fullName: requiredText("Full name", DEMO_LIMITS.fullName),
  company: requiredText("Company", DEMO_LIMITS.company),
  email: zText(required("Email"))
    .trim()
    .min(1, { error: "Email is required.", abort: true })
    .max(254, { error: "Email must be at most 254 characters.", abort: true })
    .pipe(z.email({ error: "Enter a valid email address, for example name@company.com." })),
  phone: zText(required("Phone"))
    .trim()
    .min(1, { error: "Phone is required.", abort: true })
    .refine(isDemoPhone, { error: "Enter a phone number of 7 to 20 digits; +, spaces and dashes are allowed." }),
  message: zText({ error: "Message must be text." })
    .trim()
    .max(DEMO_LIMITS.message, `Message must be at most ${DEMO_LIMITS.message.toLocaleString("en-US")} characters.`)
    .transform((s) => (s === "" ? null : s))
    .nullable()
    .optional(),
  /**
   * Honeypot: hidden from people, filled in by form-filling bots. A request that carries it is
   * answered like any other and dropped. Accepts anything, so a bot learns nothing from a 400.
   */
  website: z.unknown().optional(),
});

export type DemoRequestBody = z.output<typeof ZDemoRequestBody>;

export const DEMO_SCHEDULED_MESSAGE = "Demo scheduled successfully!";

export const ZDemoRequestResponse = z.object({ message: zText() });
