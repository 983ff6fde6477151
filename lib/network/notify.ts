import type { UserRow } from "@/models";
import { roleLabel } from "@/lib/roles";
import { composeMail } from "@/lib/mail/layout";
import { sendMail } from "@/lib/mail/send-mail";
import { siteUrl } from "@/lib/site/metadata";
import type { Party } from "./access";

type Person = Pick<UserRow, "firstName" | "lastName" | "company" | "role" | "email">;

/** "Asha Verma of Verma Exports (Exporter)", from what the account has. */
export function describeParty(person: Person): string {
  const name = `${person.firstName} ${person.lastName}`.trim() || person.email;
  return `${name}${person.company ? ` of ${person.company}` : ""} (${roleLabel(person.role)})`;
}

export const networkPageUrl = () => new URL("/network", siteUrl()).toString();

/**
 * Tells the invited party. An account gets a notice pointing at the Network page; an address
 * with no account gets the invitation link (createInvitation) to register or sign in with it.
 * Called after the invitation commits: sendMail may write the outbox through its own
 * connection, which must not wait on our transaction (PGlite has one). sendMail never throws.
 */
export async function notifyInvitation(
  inviter: Person,
  to: { email: string; account: Party | null; invitationUrl: string | null },
): Promise<void> {
  const who = describeParty(inviter);
  if (to.account) {
    await sendMail({
      to: to.account.email,
      subject: `${inviter.firstName} ${inviter.lastName} invited you to connect on Exportly`,
      ...composeMail([
        `Hello ${to.account.firstName},`,
        `${who} invited you to join their trade network on Exportly.`,
        `Approve or reject the invitation on your Network page: ${networkPageUrl()}`,
        `Reply to ${inviter.email} if you do not know them.`,
      ]),
    });
    return;
  }
  await sendMail({
    to: to.email,
    subject: `${inviter.firstName} ${inviter.lastName} invited you to Exportly`,
    // The invitation link attaches the invitation to whoever follows it signed in with the address.
    sensitive: true,
    ...composeMail([
      "Hello,",
      `${who} invited you to join their trade network on Exportly, where exporters, importers, banks, shipping lines, freight forwarders, customs house agents and surveyors exchange trade documents.`,
      `Open this link to create your free account, or to sign in, with this address (${to.email}); the invitation then waits for you on your Network page: ${to.invitationUrl ?? networkPageUrl()}`,
      "The link works for 30 days. If you do not know the sender, ignore this email.",
    ]),
  });
}

/** Tells the inviter that their invitation was approved (a rejection is not emailed: the inviter sees it on the Network page). */
export async function notifyApproved(inviter: Party, invitee: Person): Promise<void> {
  await sendMail({
    to: inviter.email,
    subject: `${invitee.firstName} ${invitee.lastName} accepted your invitation`,
    ...composeMail([
      `Hello ${inviter.firstName},`,
      `${describeParty(invitee)} accepted your invitation: you are now connected on Exportly.`,
      `See your network: ${networkPageUrl()}`,
    ]),
  });
}
