import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type SmtpSink = { port: number; close: () => Promise<void> };

/**
 * A real SMTP server on loopback that accepts every message (no TLS, no auth) and hands its raw
 * bytes and envelope recipients to `onMessage`. Used by the integration tests and the e2e setup.
 */
export async function startSmtpSink(
  port: number,
  onMessage: (raw: Buffer, recipients: string[]) => void | Promise<void>,
): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        Promise.resolve(onMessage(Buffer.concat(chunks), recipients)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
