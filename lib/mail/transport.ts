import nodemailer, { type Transporter } from "nodemailer";

const transports = new Map<string, Transporter>();

/** One nodemailer transport per SMTP_URL, reused across jobs. */
export function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

export const mailFrom = () => process.env.MAIL_FROM ?? "Exportly <no-reply@exportly.local>";

/** The Message-ID every attempt of one outbox row repeats, so a resend is the same message. */
export const messageIdFor = (outboxId: string) => `<${outboxId}@exportly>`;
