import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { logger } from "@/lib/observability/logger";

/** A refusal with its SMTP reply code (5xx: do not retry; 4xx: try again later). */
export class SmtpRefusal extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** What the listener asks of the support domain (lib/support/mail/receive-reply.ts). */
export type InboundHandler<R> = {
  /** The accepted recipient, or a SmtpRefusal: called at RCPT TO, before a byte of the message is read. */
  checkRecipient(address: string, envelopeFrom: string): Promise<R>;
  /** Adds the message to the ticket, or throws a SmtpRefusal (and then writes nothing). */
  receive(recipient: R, raw: Buffer, envelopeFrom: string): Promise<void>;
};

export type InboundSmtpOptions<R> = {
  port: number;
  host?: string;
  /** SIZE limit of a whole message, in bytes (advertised in EHLO; a larger message gets 552). */
  maxBytes: number;
  handler: InboundHandler<R>;
  /** PEM files for STARTTLS; without them the listener offers no TLS. */
  tlsKeyFile?: string;
  tlsCertFile?: string;
};

export type InboundSmtp = { port: number; close: () => Promise<void> };

/**
 * The inbound support mail listener (docs/support.md, "Email both ways"): smtp-server, no AUTH
 * (anyone may send to a reply address, as to any MX), one reply address per message. Recipients
 * are checked at RCPT TO, so a forged or unknown address is refused with a 5xx before the message
 * is transferred; the message itself is checked when it has arrived (its From, its files) and
 * added to the ticket only if everything passes. Every refusal is a 5xx with a sentence the
 * sender's bounce shows; a failure of ours (the database away) is a 451, so the sending server
 * tries again later.
 */
export async function startInboundSmtp<R>(options: InboundSmtpOptions<R>): Promise<InboundSmtp> {
  const accepted = new WeakMap<SMTPServerSession, R>();
  const tls = options.tlsKeyFile && options.tlsCertFile;
  const server = new SMTPServer({
    name: process.env.SUPPORT_INBOUND_DOMAIN || undefined,
    banner: "Exportly support mail",
    authOptional: true,
    disabledCommands: tls ? ["AUTH"] : ["AUTH", "STARTTLS"],
    ...(tls ? { key: readFileSync(options.tlsKeyFile!), cert: readFileSync(options.tlsCertFile!) } : {}),
    size: options.maxBytes,
    maxClients: 50,
    socketTimeout: 60_000,
    logger: false,
    onMailFrom(_address, session, callback) {
      accepted.delete(session);
      callback();
    },
    onRcptTo(address, session, callback) {
      if (accepted.has(session)) {
        callback(refusal(452, "One support reply address per message."));
        return;
      }
      const from = envelopeFrom(session);
      options.handler.checkRecipient(address.address, from).then(
        (recipient) => {
          accepted.set(session, recipient);
          callback();
        },
        (error: unknown) => callback(toSmtpError(error, { stage: "rcpt", to: address.address, from })),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const recipient = accepted.get(session);
        accepted.delete(session);
        if (stream.sizeExceeded) {
          callback(refusal(552, `The message is larger than ${options.maxBytes} bytes.`));
          return;
        }
        if (recipient === undefined) {
          callback(refusal(554, "No valid recipient."));
          return;
        }
        const from = envelopeFrom(session);
        options.handler.receive(recipient, Buffer.concat(chunks), from).then(
          () => callback(),
          (error: unknown) => callback(toSmtpError(error, { stage: "data", from })),
        );
      });
    },
  });
  server.on("error", (error) => logger.error({ error: String(error) }, "support inbound smtp: server error"));
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port, options.host ?? "0.0.0.0", () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const envelopeFrom = (session: SMTPServerSession) => {
  const from = session.envelope.mailFrom;
  return from ? from.address : "";
};

function refusal(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}

function toSmtpError(error: unknown, context: Record<string, string>): Error {
  if (error instanceof SmtpRefusal) {
    logger.info({ ...context, code: error.responseCode, reason: error.message }, "support inbound smtp: refused");
    return refusal(error.responseCode, error.message);
  }
  logger.error({ ...context, error: String(error) }, "support inbound smtp: failed");
  return refusal(451, "Temporary failure, please try again later.");
}
