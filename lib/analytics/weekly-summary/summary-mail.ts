import { composeMail } from "@/lib/mail/layout";
import type { MailHeaders } from "@/models";
import type { WeeklyFigures } from "./summary-figures";

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

const change = (now: number, before: number) => `${now} (week before: ${before})`;

/**
 * The weekly summary mail: plain paragraphs (the layout escapes them), each figure with the
 * week before, money per currency and never summed across currencies, and links into the app.
 * The unsubscribe headers are RFC 8058's one-click pair: a mail provider POSTs to `oneClickUrl`;
 * the link in the body opens a page whose button unsubscribes (a GET changes nothing, since mail
 * scanners follow links).
 */
export function weeklySummaryMail(input: {
  to: string;
  firstName: string;
  figures: WeeklyFigures;
  appUrl: URL;
  token: string;
}): { to: string; subject: string; text: string; html: string; headers: MailHeaders } {
  const { figures, appUrl, token } = input;
  const { week } = figures;
  const link = (path: string) => new URL(path, appUrl).toString();
  const oneClickUrl = link(`/api/analytics/weekly-summary/unsubscribe?token=${encodeURIComponent(token)}`);
  const pageUrl = link(`/unsubscribe?token=${encodeURIComponent(token)}`);
  const range = `${dayLabel(week.from)} – ${dayLabel(week.to)}`;
  const paragraphs = [
    `Hello ${input.firstName},`,
    `Your week on Exportly, ${range} (${figures.timeZone}).`,
    `Shipments: ${change(figures.shipments, figures.previousShipments)}.`,
    figures.exportValue.length
      ? `Export value: ${figures.exportValue
          .map((v) => `${v.currency} ${v.amount} (week before: ${v.currency} ${v.previousAmount})`)
          .join("; ")}.`
      : "Export value: none this week or the week before.",
    `Documents finalised: ${change(figures.documentsFinalised, figures.previousDocumentsFinalised)}.`,
    figures.overdueReceivables.length
      ? `Overdue receivables on ${dayLabel(week.to)}: ${figures.overdueReceivables
          .map((r) => `${r.currency} ${r.overdue} (${r.shipments} shipment${r.shipments === 1 ? "" : "s"})`)
          .join("; ")}.`
      : "Overdue receivables: none.",
    `eBLs awaiting your action: ${figures.eblsAwaitingAction}.`,
    `Reports for the week: ${link(`/analyticsAndReports?from=${week.from}&to=${week.to}&compare=previous`)}`,
    `Dashboard: ${link("/dashboard")}`,
    `Payments: ${link("/payments")}`,
    `eBLs: ${link("/ebl")}`,
    `You get this mail because you subscribed to the weekly summary in Settings. Unsubscribe: ${pageUrl}`,
  ];
  return {
    to: input.to,
    subject: `Your Exportly week: ${range}`,
    ...composeMail(paragraphs),
    headers: { listUnsubscribe: `<${oneClickUrl}>`, listUnsubscribePost: "List-Unsubscribe=One-Click" },
  };
}
