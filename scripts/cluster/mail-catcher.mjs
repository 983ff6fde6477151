// An in-process SMTP server that keeps every message, for the HTTP harnesses (cluster, crash test,
// fuzz). They drive the app only through its API, so the one way for them to prove a new
// account's address is the confirmation code the app mails, as a person would.
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

/**
 * Listens on `host`:`port` (127.0.0.1 by default); answers { port, messages, codeFor, close }.
 * `onMessage` sees each message as it arrives (`npm run mail` prints them).
 */
export async function startMailCatcher(port, { host = "127.0.0.1", onMessage } = {}) {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        const headers = raw
          .toString("utf8")
          .split(/\r?\n\r?\n/, 1)[0]
          .replace(/\r?\n[ \t]+/g, " ");
        const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(headers)?.[1]?.trim() ?? null;
        const message = {
          messageId: header("Message-ID"),
          subject: header("Subject"),
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          at: Date.now(),
          raw,
        };
        messages.push(message);
        callback();
        onMessage?.(message);
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  // Once listening, a client that vanishes mid-session (the crash test kills the app while it
  // sends) surfaces as an 'error' event on the server: with no listener Node would end the whole
  // harness. A reset connection loses only that client's unfinished message, which the app's
  // outbox retries; anything else is reported, not swallowed.
  server.on("error", (error) => {
    if (error?.code === "ECONNRESET" || error?.code === "EPIPE") return;
    console.error("[mail-catcher]", error);
  });

  /** The 6-digit code of the newest confirmation mail to `email`, waiting for it up to `timeoutMs`. */
  async function codeFor(email, { timeoutMs = 60_000 } = {}) {
    const address = email.toLowerCase();
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = messages
        .filter((m) => m.to.includes(address) && /^Confirm your Exportly email address$/.test(m.subject ?? ""))
        .at(-1);
      if (mail) {
        const parsed = await PostalMime.parse(mail.raw);
        const code = /\b(\d{6})\b/.exec(parsed.text ?? "")?.[1];
        if (code) return code;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no confirmation code reached ${email} within ${timeoutMs} ms`);
  }

  return { port, messages, codeFor, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
