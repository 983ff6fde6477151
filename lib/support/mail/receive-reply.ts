import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { actorFor } from "@/lib/auth/actor";
import { AppError } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { consumeLimit } from "@/lib/limits/limiter";
import { assertStorageLeft } from "@/lib/storage/storage-quota";
import { addCustomerMessage } from "@/lib/support/add-customer-message";
import { supportInboundMail, supportTickets, users } from "@/models";
import type { InboundHandler } from "./inbound-smtp";
import { SmtpRefusal } from "./inbound-smtp";
import { withInboundMail } from "./inbound-context";
import { AttachmentRefused, checkReplyAttachments, discardStaged, stageReplyAttachments } from "./reply-attachments";
import { visibleReplyText } from "./reply-text";
import { inboundDomain, readReplyToken, replyMacMatches, replySecrets, tokenOfAddress } from "./reply-token";

export type ReplyRecipient = { ticketId: string; userId: string };

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

// One answer for an unknown, malformed or forged address: the sender learns nothing about which.
const NO_SUCH_ADDRESS = "5.1.1 No such support reply address.";
const WRONG_SENDER =
  "5.7.1 This reply address takes mail only from the address the ticket's mail was sent to. Reply from that address, or answer in Exportly.";

/**
 * The support side of the inbound listener (docs/support.md, "Email both ways"). The security
 * model: the reply address is a capability (signed, bound to the ticket and its user), and the
 * mail must also come from that user's address, envelope and From header both. SPF/DKIM/DMARC
 * checks are left to the mail server in front (they need DNS and the receiving relay's view of
 * the connection); a forged From alone gets nowhere without the ticket's token, and the token
 * alone gets nowhere from another address.
 */
export const supportReplyHandler: InboundHandler<ReplyRecipient> = {
  async checkRecipient(address, envelopeFrom) {
    const domain = inboundDomain();
    const token = domain ? tokenOfAddress(address, domain) : null;
    const read = token ? readReplyToken(token) : null;
    if (!read) throw new SmtpRefusal(550, NO_SUCH_ADDRESS);
    const db = await getDb();
    const [ticket] = await db
      .select({ id: supportTickets.id, userId: supportTickets.userId, email: users.email })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(eq(supportTickets.id, read.ticketId));
    if (!ticket || !replyMacMatches(await replySecrets(db), ticket.id, ticket.userId, read.mac))
      throw new SmtpRefusal(550, NO_SUCH_ADDRESS);
    if (!envelopeFrom)
      throw new SmtpRefusal(550, "5.7.1 Bounces and automatic messages are not added to support tickets.");
    if (!sameAddress(envelopeFrom, ticket.email)) throw new SmtpRefusal(550, WRONG_SENDER);
    return { ticketId: ticket.id, userId: ticket.userId };
  },

  async receive(recipient, raw, envelopeFrom) {
    const parsed = await simpleParser(raw, {
      skipImageLinks: true,
      skipTextToHtml: true,
      maxHtmlLengthToParse: 2_000_000,
    });
    if (isAutomatic(parsed))
      throw new SmtpRefusal(550, "5.7.1 Bounces and automatic messages are not added to support tickets.");
    const db = await getDb();
    // The user again: the address may have changed since RCPT TO.
    const [user] = await db.select().from(users).where(eq(users.id, recipient.userId));
    const from = parsed.from?.value ?? [];
    if (
      !user ||
      from.length !== 1 ||
      !sameAddress(from[0]!.address ?? "", user.email) ||
      !sameAddress(envelopeFrom, user.email)
    )
      throw new SmtpRefusal(550, WRONG_SENDER);

    const messageKey = parsed.messageId?.trim() || `sha256:${createHash("sha256").update(raw).digest("hex")}`;
    if (await alreadyReceived(recipient.ticketId, messageKey)) return;

    let attachments;
    try {
      attachments = await checkReplyAttachments(parsed.attachments);
    } catch (error) {
      if (error instanceof AttachmentRefused)
        throw new SmtpRefusal(550, `5.7.1 ${error.message} Nothing was added to the ticket.`);
      throw error;
    }
    const text = visibleReplyText(parsed.text ?? "");
    if (!text && attachments.length === 0)
      throw new SmtpRefusal(550, "5.6.0 The reply is empty: write above the quoted text.");
    const body = text || "(Files sent by mail.)";

    const actor = actorFor(user, "mail", null, null);
    if (attachments.length) {
      // The web's upload rules: the uploads-a-minute limit (a 4xx: the sender retries later) and the storage left.
      try {
        await consumeLimit("upload", user.id);
        await assertStorageLeft(db, user.id);
      } catch (error) {
        if (error instanceof AppError && error.code === "rate_limited")
          throw new SmtpRefusal(451, `4.7.1 ${error.message}`);
        if (error instanceof AppError) throw new SmtpRefusal(552, `5.2.2 ${error.message}`);
        throw error;
      }
    }
    const files = await stageReplyAttachments(attachments);
    try {
      await withInboundMail(
        { ticketId: recipient.ticketId, messageKey, userId: user.id, attachments: files.length },
        () => addCustomerMessage({ actor, ticketId: recipient.ticketId, body, files, source: "email" }),
      );
    } catch (error) {
      // The same mail delivered twice at once: the other delivery's transaction added it.
      if (await alreadyReceived(recipient.ticketId, messageKey)) return;
      // The storage quota (413 on the web) is the mailbox-full kind of refusal; the rest are the domain's rules.
      if (error instanceof AppError && error.code === "payload_too_large")
        throw new SmtpRefusal(552, `5.2.2 ${error.message}`);
      if (error instanceof AppError) throw new SmtpRefusal(550, `5.7.1 ${error.message}`);
      throw error;
    } finally {
      await discardStaged(files);
    }
  },
};

async function alreadyReceived(ticketId: string, messageKey: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ ticketId: supportInboundMail.ticketId })
    .from(supportInboundMail)
    .where(and(eq(supportInboundMail.ticketId, ticketId), eq(supportInboundMail.messageId, messageKey)));
  return Boolean(row);
}

/** Out-of-office and other machine replies (RFC 3834 Auto-Submitted; the older Precedence header). */
function isAutomatic(parsed: ParsedMail): boolean {
  const auto = String(parsed.headers.get("auto-submitted") ?? "no").toLowerCase();
  const precedence = String(parsed.headers.get("precedence") ?? "").toLowerCase();
  return auto !== "no" || ["bulk", "junk", "list", "auto_reply"].includes(precedence);
}
