import EmailReplyParser from "email-reply-parser";
import { MAX_MESSAGE } from "@/lib/support/schemas";

/**
 * Separators some mail programs put above the quoted message without quoting it: cut there
 * first, whatever email-reply-parser makes of the rest. Outlook's "-----Original Message-----"
 * and its underscore rule, and a header block ("From: …" followed by "Sent:"/"Date:" lines)
 * as Outlook and many webmails write it.
 */
const SEPARATORS: RegExp[] = [
  /^[ \t]*-{2,}[ \t]*Original Message[ \t]*-{2,}[ \t]*$/im,
  /^[ \t]*_{20,}[ \t]*$/m,
  /^[ \t]*\*?From:\*?[^\n]*\n[ \t]*\*?(Sent|Date):\*?[^\n]*$/im,
  /^[ \t]*-{2,}[ \t]*Forwarded message[ \t]*-{2,}[ \t]*$/im,
];

/** What a message may hold (lib/support/schemas.ts: the web's limit); a longer mail is cut with a note. */
const CUT_NOTE = "\n\n[The mail was longer; the rest was cut.]";

/**
 * The new text of a reply mail: the quoted history ("On … wrote:" and its `>` lines, in the
 * languages email-reply-parser knows, Outlook's separators) and the signature ("-- ", "Sent from
 * my iPhone") removed. Well-kept library first (email-reply-parser, used on about a million mails a
 * day by its authors); the separators above are the cases it is worth cutting before it.
 */
export function visibleReplyText(text: string, maxChars = MAX_MESSAGE): string {
  // Tabs and line breaks stay; other control characters (which the web's schema refuses) go.
  let body = text.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "");
  for (const separator of SEPARATORS) {
    const match = separator.exec(body);
    if (match) body = body.slice(0, match.index);
  }
  const visible = new EmailReplyParser().read(body).getVisibleText();
  const clean = visible
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .toWellFormed();
  const chars = [...clean];
  if (chars.length <= maxChars) return clean;
  return (
    chars
      .slice(0, maxChars - [...CUT_NOTE].length)
      .join("")
      .trimEnd() + CUT_NOTE
  );
}
