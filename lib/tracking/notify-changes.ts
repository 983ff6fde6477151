import { and, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { composeMail } from "@/lib/mail/layout";
import { sendMail, type Mail } from "@/lib/mail/send-mail";
import { siteUrl } from "@/lib/site/metadata";
import { shipments, shipmentShares, users } from "@/models";
import type { TrackingChange } from "./announce";
import { placeName } from "./dto";

export type TrackingNotice = { userId: string; kind: string; title: string; body: string; link: string };

/** Mails go to people in many zones: the time is written in UTC, and says so. */
const formatDateTimeUtc = (value: string) => `${value.slice(0, 16).replace("T", " ")} UTC`;

const hours = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 3_600_000);

/** Title and body of one change, in words. */
export function describeChange(reference: string, change: TrackingChange): { title: string; body: string } {
  const where = placeName(change.port);
  switch (change.kind) {
    case "departed":
      return {
        title: `Shipment ${reference} departed${where ? ` ${where}` : ""}`,
        body: `The vessel carrying shipment ${reference} departed${where ? ` ${where}` : ""} on ${formatDateTimeUtc(change.at)}.`,
      };
    case "arrived":
      return {
        title: `Shipment ${reference} arrived${where ? ` at ${where}` : ""}`,
        body: `Shipment ${reference} arrived${where ? ` at ${where}` : ""} on ${formatDateTimeUtc(change.at)}.`,
      };
    case "eta_moved": {
      const moved = hours(change.from, change.to);
      return {
        title: `Shipment ${reference}: ETA ${moved > 0 ? "later" : "earlier"} by ${Math.abs(moved)} hours`,
        body: `The estimated arrival of shipment ${reference}${where ? ` at ${where}` : ""} moved from ${formatDateTimeUtc(change.from)} to ${formatDateTimeUtc(change.to)} (${moved > 0 ? "+" : ""}${moved} h).`,
      };
    }
  }
}

/**
 * The notices for a tracking's changes: one per change and person, for the owner and every
 * sharee with an account. Read in the caller's transaction; the mails go out after it commits
 * (sendTrackingMails), the in-app notices inside it.
 */
export async function trackingNotices(
  tx: DbOrTx,
  shipmentId: string,
  changes: TrackingChange[],
): Promise<{ notices: TrackingNotice[]; mails: Mail[] }> {
  if (changes.length === 0) return { notices: [], mails: [] };
  const [shipment] = await tx
    .select({ reference: shipments.reference, ownerId: shipments.ownerId, email: users.email })
    .from(shipments)
    .innerJoin(users, eq(users.id, shipments.ownerId))
    .where(eq(shipments.id, shipmentId));
  if (!shipment) return { notices: [], mails: [] };
  const sharees = await tx
    .select({ userId: users.id, email: users.email })
    .from(shipmentShares)
    .innerJoin(users, eq(users.id, shipmentShares.userId))
    .where(and(eq(shipmentShares.shipmentId, shipmentId), isNotNull(shipmentShares.userId)));
  const people = [
    { userId: shipment.ownerId, email: shipment.email },
    ...sharees.filter((s) => s.userId !== shipment.ownerId),
  ];
  const link = `/trackShipment/${shipmentId}`;
  const url = new URL(link, siteUrl()).toString();
  const notices: TrackingNotice[] = [];
  const mails: Mail[] = [];
  for (const change of changes) {
    const { title, body } = describeChange(shipment.reference, change);
    for (const person of people) {
      notices.push({ userId: person.userId, kind: `tracking.${change.kind}`, title, body, link });
      mails.push({ to: person.email, subject: title, ...composeMail([body, `See the shipment's tracking: ${url}`]) });
    }
  }
  return { notices, mails };
}

/** After the commit: a mail problem never undoes the ingest (lib/mail/send-mail.ts). */
export async function sendTrackingMails(mails: Mail[]): Promise<void> {
  for (const mail of mails) await sendMail(mail);
}
