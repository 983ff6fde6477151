import { composeMail } from "@/lib/mail/layout";
import { sendMail } from "@/lib/mail/send-mail";
import { siteUrl } from "@/lib/site/metadata";
import { TEMPLATE_BY_KEY, isTemplateKey } from "@/lib/templates/descriptors";
import type { ShareForm } from "@/models";

export type ShareNotice = {
  to: string;
  ownerName: string;
  ownerCompany: string | null;
  reference: string;
  forms: ShareForm[];
  kind: "created" | "changed";
  /** The invitation link when the address has no account attached yet. */
  invitationUrl: string | null;
};

const describe = (forms: ShareForm[]) =>
  forms.map(
    (f) =>
      `${isTemplateKey(f.name) ? TEMPLATE_BY_KEY[f.name].title : f.name} (${f.access === "edit" ? "can edit" : "read only"})`,
  );

/**
 * Tells the sharee what they can now open. Called after the share commits: sendMail may write
 * the outbox on its own connection (PGlite has one), and a mail problem must not undo the share.
 */
export async function notifyShare(notice: ShareNotice): Promise<void> {
  const from = notice.ownerCompany ? `${notice.ownerName} (${notice.ownerCompany})` : notice.ownerName;
  const subject =
    notice.kind === "created"
      ? `${from} shared documents of shipment ${notice.reference} with you`
      : `${from} changed your access to shipment ${notice.reference}`;
  const link = notice.invitationUrl ?? new URL("/shared-documents", siteUrl()).toString();
  const paragraphs = [
    notice.kind === "created"
      ? `${from} shared these documents of shipment ${notice.reference} with you on Exportly:`
      : `Your documents of shipment ${notice.reference} are now:`,
    ...describe(notice.forms).map((line) => `• ${line}`),
    notice.invitationUrl
      ? `Open this link to create your Exportly account (or sign in) with this email address and see them: ${link} (the link works for 30 days).`
      : `Open them under Shared documents: ${link}`,
  ];
  // The invitation link attaches the share to whoever follows it signed in with the address: a secret.
  await sendMail({ to: notice.to, subject, sensitive: notice.invitationUrl !== null, ...composeMail(paragraphs) });
}
