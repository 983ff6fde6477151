import { createMinuteLimit } from "@/lib/http/minute-limit";

export const VERIFICATIONS_PER_MINUTE = 30;

/** A per-address cap on public verifications: a bundle of up to 10 MB costs real CPU to verify, so one client cannot monopolise it. */
export const assertVerificationAllowed = createMinuteLimit({
  perMinute: VERIFICATIONS_PER_MINUTE,
  message: (retryAfter) =>
    `At most ${VERIFICATIONS_PER_MINUTE} verifications a minute from one address. Try again in ${retryAfter} s, or verify offline with npx exportly-verify.`,
});
