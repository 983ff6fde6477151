import fs from "node:fs";
import path from "node:path";
import { startSmtpSink } from "../test/smtp-sink";
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from "./fixtures/ports";

/**
 * A real SMTP server, in the test runner's process, that the app under test sends to. Each
 * message is written as an .eml file with its envelope, for the mailbox fixture to read.
 */
export default async function globalSetup() {
  fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let counter = 0;
  const sink = await startSmtpSink(E2E_SMTP_PORT, (raw, recipients) => {
    const name = `${Date.now()}-${String(++counter).padStart(5, "0")}`;
    fs.writeFileSync(path.join(E2E_MAIL_DIR, `${name}.eml`), raw);
    fs.writeFileSync(path.join(E2E_MAIL_DIR, `${name}.json`), JSON.stringify({ recipients }));
  });
  return sink.close;
}
