// `npm run mail`: a mail catcher for working on one machine. Confirmation codes, password reset
// codes and invitation links are never kept readable in the outbox (docs/jobs.md), so without an
// SMTP server nobody could read them; this one prints every mail the app sends in this terminal.
// Start the app with SMTP_URL=smtp://127.0.0.1:2525 (MAIL_CATCHER_PORT changes the port).
import PostalMime from "postal-mime";
import { startMailCatcher } from "./cluster/mail-catcher.mjs";

const port = Number(process.env.MAIL_CATCHER_PORT ?? 2525);
const catcher = await startMailCatcher(port, {
  onMessage: async (message) => {
    const parsed = await PostalMime.parse(message.raw);
    console.log(
      [
        `── ${new Date(message.at).toISOString()} ──────────────────────────────`,
        `To:      ${message.to.join(", ")}`,
        `Subject: ${parsed.subject ?? ""}`,
        "",
        (parsed.text ?? "").trim(),
        "",
      ].join("\n"),
    );
  },
});
console.log(`Mail catcher on smtp://127.0.0.1:${port}: start the app with SMTP_URL=smtp://127.0.0.1:${port}`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => catcher.close().then(() => process.exit(0)));
