import { composeMail } from "@/lib/mail/layout";
import type { SupportStatus } from "@/models";

/** Pages the mail links to (absolute, from SITE_URL). */
export const ticketPagePath = (ticketId: string) => `/contact-support/${ticketId}`;
export const adminTicketPagePath = (ticketId: string) => `/admin/support/${ticketId}`;

export const STATUS_LABELS: Record<SupportStatus, string> = {
  open: "open",
  waiting_on_customer: "waiting for your answer",
  resolved: "resolved",
  closed: "closed",
};

type TicketInfo = { number: number; subject: string };
type Files = { filename: string }[];

/**
 * One subject for every mail about a ticket: with the Message-ID headers it keeps the conversation
 * one thread in mail programs that thread by subject too.
 */
export const customerSubject = (ticket: TicketInfo) => `[Exportly support #${ticket.number}] ${ticket.subject}`;
export const staffSubject = (ticket: TicketInfo, customer: string) =>
  `[Support] ${ticket.subject} (${customer}, #${ticket.number})`;

const filesLine = (files: Files) =>
  files.length ? [`Attached: ${files.map((f) => f.filename).join(", ")} (open the ticket to download).`] : [];

const replyHint = (canReply: boolean, url: string) =>
  canReply
    ? `Answer by replying to this mail (write above the quoted text; PDF, PNG, JPEG or WebP files up to 10 MB each come along), or open the ticket: ${url}`
    : `Open the ticket to answer: ${url}`;

export function staffReplyMail(o: {
  ticket: TicketInfo;
  staffName: string;
  body: string;
  files: Files;
  url: string;
  canReply: boolean;
}) {
  return composeMail([
    `${o.staffName} of Exportly support answered your ticket #${o.ticket.number} “${o.ticket.subject}”:`,
    o.body,
    ...filesLine(o.files),
    replyHint(o.canReply, o.url),
  ]);
}

export function statusChangedMail(o: { ticket: TicketInfo; to: SupportStatus; url: string; canReply: boolean }) {
  const next =
    o.to === "waiting_on_customer"
      ? [replyHint(o.canReply, o.url)]
      : o.to === "resolved"
        ? [`If the answer helped, you can rate it; if not, reply and the ticket opens again: ${o.url}`]
        : o.to === "closed"
          ? [`You can reopen it from the ticket: ${o.url}`]
          : [`Open the ticket: ${o.url}`];
  return composeMail([
    `Your support ticket #${o.ticket.number} “${o.ticket.subject}” is now ${STATUS_LABELS[o.to]}.`,
    ...next,
  ]);
}

export function newTicketStaffMail(o: {
  ticket: TicketInfo & { category: string; priority: string };
  customer: string;
  body: string;
  files: Files;
  url: string;
}) {
  return composeMail([
    `New support ticket from ${o.customer}: “${o.ticket.subject}” (category ${o.ticket.category}, priority ${o.ticket.priority}).`,
    o.body,
    ...filesLine(o.files),
    `Open it in the queue: ${o.url}`,
  ]);
}

export function customerReplyStaffMail(o: {
  ticket: TicketInfo;
  customer: string;
  body: string;
  files: Files;
  reopened: boolean;
  byMail: boolean;
  url: string;
}) {
  return composeMail([
    `${o.customer} replied${o.byMail ? " by mail" : ""} to “${o.ticket.subject}”${o.reopened ? " (the ticket is open again)" : ""}:`,
    o.body,
    ...filesLine(o.files),
    `Open it in the queue: ${o.url}`,
  ]);
}
