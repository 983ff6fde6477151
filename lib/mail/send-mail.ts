import nodemailer, { type Transporter } from "nodemailer";
import { mailOutbox } from "@/models";
import { getDb } from "@/lib/db/client";

export type Mail = { to: string; subject: string; text: string; html: string };

const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

export const mailFrom = () => process.env.MAIL_FROM ?? "Exportly <no-reply@exportly.local>";

/**
 * Sends over SMTP_URL when it is set; otherwise (or when sending fails) the message is kept in
 * the outbox table for admins to read and written to the log, so password reset works on the
 * embedded default. Never throws: a mail problem must not undo the operation that caused it.
 */
export async function sendMail(mail: Mail): Promise<"sent" | "stored" | "failed"> {
  const url = process.env.SMTP_URL;
  if (url) {
    try {
      await transportFor(url).sendMail({ from: mailFrom(), ...mail });
      return "sent";
    } catch (error) {
      console.error(
        JSON.stringify({
          level: "error",
          msg: "mail send failed",
          to: mail.to,
          subject: mail.subject,
          error: String(error),
        }),
      );
      await store(mail, "failed", String(error));
      return "failed";
    }
  }
  console.info(
    JSON.stringify({ level: "info", msg: "mail stored in outbox (no SMTP_URL)", to: mail.to, subject: mail.subject }),
  );
  await store(mail, "stored", null);
  return "stored";
}

async function store(mail: Mail, status: "stored" | "failed", error: string | null): Promise<void> {
  try {
    const db = await getDb();
    await db.insert(mailOutbox).values({ ...mail, status, error });
  } catch (storeError) {
    console.error(JSON.stringify({ level: "error", msg: "outbox write failed", error: String(storeError) }));
  }
}
