import type { NetworkConnectionRow } from "@/models";
import { REINVITE_AFTER_DAYS } from "./labels";

/**
 * When a rejected pair may be invited again: 30 days after the answer. The rule protects the
 * party who rejected from being asked again at once; it applies to the pair, whichever side
 * invited, and the rejected row is kept until then so removing it cannot bypass the wait.
 */
export function reinvitableFrom(row: Pick<NetworkConnectionRow, "respondedAt" | "updatedAt">): Date {
  const respondedAt = row.respondedAt ?? row.updatedAt;
  return new Date(respondedAt.getTime() + REINVITE_AFTER_DAYS * 24 * 3600 * 1000);
}

/** "14 Aug 2026, 15:04 UTC": the instant a rule refers to, in words a person reads. */
export const formatInstant = (date: Date) =>
  `${new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(date)} UTC`;
