import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from "./fixtures/ports";

/**
 * A real SMTP server, in the test runner's process, that the app under test sends to. Each
 * message is written as an .eml file with its envelope, for the mailbox fixture to read.
 */
export default async function globalSetup() {
  fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const name = `${Date.now()}-${String(++counter).padStart(5, "0")}`;
        fs.writeFileSync(path.join(E2E_MAIL_DIR, `${name}.eml`), Buffer.concat(chunks));
        fs.writeFileSync(path.join(E2E_MAIL_DIR, `${name}.json`), JSON.stringify({ recipients }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(E2E_SMTP_PORT, "127.0.0.1", () => resolve());
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
