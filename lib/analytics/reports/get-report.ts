import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/contract/errors";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { reportTimeZone, resolvePeriod } from "../period";
import type { Report, ReportFilters, ReportQuery } from "./contract";
import { reportCsv } from "./formats/csv";
import { reportXlsx } from "./formats/xlsx";
import { REPORT_REGISTRY } from "./registry";

export type GetReportOptions = {
  actor: Actor;
  /** The report key from the path (unchecked: an unknown one is a 404 listing the keys). */
  report: string;
  query: ReportQuery;
  db?: DbOrTx;
  /** The clock (tests pin "today"). */
  now?: Date;
};

/**
 * One report for the caller: the period in their zone (their setting, else `tz`, else UTC), the
 * filters, and with `compare=previous` the totals of the same report over the period just before.
 */
export async function getReport({ actor, report: key, query, db, now }: GetReportOptions): Promise<Report> {
  const definition = REPORT_REGISTRY.get(key as never);
  if (!definition) {
    throw new AppError(
      "not_found",
      `There is no report named ${JSON.stringify(key.slice(0, 64))}. Reports: ${[...REPORT_REGISTRY.keys()].join(", ")}.`,
    );
  }
  const timeZone = reportTimeZone(actor.user.timeZone, query.tz);
  const period = resolvePeriod({ from: query.from, to: query.to }, timeZone, now);
  const filters: ReportFilters = {
    country: query.country,
    status: query.status,
    currency: query.currency,
    partner: query.partner,
  };
  const handle = db ?? (await getDb());
  const details = query.details ?? false;
  const output = await unknownZoneAs400(timeZone, definition.run({ db: handle, actor, period, filters, details }));
  const answer: Report = {
    report: definition.key,
    title: definition.title,
    from: period.from,
    to: period.to,
    timeZone,
    columns: definition.columns,
    rows: output.rows,
    totals: output.totals,
  };
  if (query.compare === "previous") {
    const previous = await unknownZoneAs400(
      timeZone,
      definition.run({ db: handle, actor, period: { ...period, ...period.previous }, filters, details: false }),
    );
    answer.comparison = { ...period.previous, totals: previous.totals };
  }
  if (details) answer.details = output.details ?? [];
  return answer;
}

/**
 * The runtime's zone list (Intl) and the database's are different builds of the tz database: a
 * name Intl knows may be unknown to PostgreSQL ("US/Pacific-New" was dropped from tzdata), which
 * it refuses with SQLSTATE 22023. That is the request's fault, so a 400 on tz, not a 500.
 */
export async function unknownZoneAs400<T>(timeZone: string, running: Promise<T>): Promise<T> {
  try {
    return await running;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause ?? (error as { code?: string });
    if (cause && cause.code === "22023" && /time zone/i.test(String((cause as { message?: string }).message))) {
      throw new AppError("validation_failed", `${timeZone} is not a time zone we know.`, {
        issues: [{ path: "tz", message: "Use an IANA time zone name, e.g. Asia/Kolkata or Europe/Berlin." }],
      });
    }
    throw error;
  }
}

export type ReportFile = { body: string | Uint8Array; contentType: string; filename: string };

/** The report as a download: `<report>_<from>_<to>.csv` or `.xlsx`. */
export async function getReportFile(options: GetReportOptions & { format: "csv" | "xlsx" }): Promise<ReportFile> {
  const report = await getReport(options);
  const filename = `${report.report}_${report.from}_${report.to}.${options.format}`;
  return options.format === "csv"
    ? { body: reportCsv(report), contentType: "text/csv; charset=utf-8", filename }
    : {
        body: await reportXlsx(report),
        contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        filename,
      };
}
