import EmailReplyParser from "email-reply-parser";

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

/** The longest reply body kept; the rest of a very long mail is cut (support's message limit). */
export const MAX_REPLY_CHARS = 20_000;

/**
 * The new text of a reply mail: the quoted history ("On … wrote:" and its `>` lines, in the
 * languages email-reply-parser knows, Outlook's separators) and the signature ("-- ", "Sent from
 * my iPhone") removed. Well-kept library first (email-reply-parser, used on about a million mails a
 * day by its authors); the separators above are the cases it is worth cutting before it.
 */
export function visibleReplyText(text: string): string {
  let body = text.replace(/\r\n?/g, "\n").replace(/\u0000/g, "");
  for (const separator of SEPARATORS) {
    const match = separator.exec(body);
    if (match) body = body.slice(0, match.index);
  }
  const visible = new EmailReplyParser().read(body).getVisibleText();
  return visible
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .toWellFormed()
    .slice(0, MAX_REPLY_CHARS);
}
