const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Wraps paragraphs of plain text into the plain-text and HTML parts of one message. */
export function composeMail(paragraphs: string[], highlight?: string): { text: string; html: string } {
  const text = [...paragraphs, "", "Exportly"].join("\n\n");
  const body = paragraphs
    .map((p) =>
      highlight && p === highlight
        ? `<p style="font-size:28px;letter-spacing:6px;font-weight:700;margin:16px 0">${escapeHtml(p)}</p>`
        : `<p>${escapeHtml(p)}</p>`,
    )
    .join("");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">${body}<p style="color:#64748b">Exportly</p></body></html>`;
  return { text, html };
}
