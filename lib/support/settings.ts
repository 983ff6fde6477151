import { businessHoursFromEnv, type BusinessHours } from "./business-hours";

let cached: { key: string; hours: BusinessHours } | undefined;

/** The support team's business hours from the environment (docs/configuration.md), read once per value. */
export function supportBusinessHours(): BusinessHours {
  const key = [
    process.env.SUPPORT_TIME_ZONE,
    process.env.SUPPORT_BUSINESS_HOURS,
    process.env.SUPPORT_BUSINESS_DAYS,
  ].join("|");
  if (cached?.key !== key) cached = { key, hours: businessHoursFromEnv() };
  return cached.hours;
}
