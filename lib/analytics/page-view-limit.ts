import { createMinuteLimit } from "@/lib/http/minute-limit";

export const PAGE_VIEWS_PER_MINUTE = 120;

/** A per-address cap on page views, so one client cannot flood the table. */
export const assertPageViewAllowed = createMinuteLimit({
  perMinute: PAGE_VIEWS_PER_MINUTE,
  message: () => "Too many page views from this address. Try again in a minute.",
});
