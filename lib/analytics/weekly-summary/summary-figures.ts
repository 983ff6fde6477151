import { and, eq, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";
import { viewerActions } from "@/lib/ebl/dto";
import { ENVELOPE_STATES, isTerminal } from "@/lib/ebl/rules";
import { minorToAmount } from "@/lib/money/amount";
import { envelopeParties, envelopes } from "@/models";
import { receivablesSummary } from "@/lib/analytics/receivables";
import { scopedFacts, shipmentDay } from "@/lib/analytics/scope";
import type { SummaryWeek } from "./week";

/** One currency's export value in the week and the week before (decimal strings, minor digits of the currency). */
export type WeekValue = { currency: string; amount: string; previousAmount: string };
export type OverdueReceivable = { currency: string; overdue: string; shipments: number };

export type WeeklyFigures = {
  week: SummaryWeek;
  timeZone: string;
  shipments: number;
  previousShipments: number;
  exportValue: WeekValue[];
  documentsFinalised: number;
  previousDocumentsFinalised: number;
  /** Open receivables past their due date (0 days or more, as the ageing report counts) on the week's Sunday; owner only. */
  overdueReceivables: OverdueReceivable[];
  eblsAwaitingAction: number;
};

type Rows<T> = { rows: T[] };

const start = (day: string, tz: string) => sql`((${day}::date)::timestamp at time zone ${tz})`;
const end = (day: string, tz: string) => sql`((${day}::date + 1)::timestamp at time zone ${tz})`;

/**
 * The figures of one user's weekly summary, by the definitions of docs/analytics.md (the same
 * scope as the reports: `scopedFacts`; a shipment counts on its day in the user's zone; value per
 * currency, cancelled shipments never in value or receivables; receivables the owner's only).
 */
export async function weeklyFigures(db: DbOrTx, userId: string, timeZone: string, week: SummaryWeek) {
  const tz = timeZone;
  const day = shipmentDay(tz);
  const facts = scopedFacts(userId);
  const [counts, values, documents, receivables, ebls] = await Promise.all([
    db.execute(sql`
      select count(*) filter (where ${day} between ${week.from}::date and ${week.to}::date)::int as "current",
             count(*) filter (where ${day} between ${week.previous.from}::date and ${week.previous.to}::date)::int as "previous"
        from ${facts} f
       where ${day} between ${week.previous.from}::date and ${week.to}::date`) as unknown as Promise<
      Rows<{ current: number; previous: number }>
    >,
    db.execute(sql`
      select f.currency,
             coalesce(sum(f.invoiced_minor) filter (where ${day} between ${week.from}::date and ${week.to}::date), 0)::text as "current",
             coalesce(sum(f.invoiced_minor) filter (where ${day} between ${week.previous.from}::date and ${week.previous.to}::date), 0)::text as "previous"
        from ${facts} f
       where f.value_visible and f.status <> 'cancelled' and f.currency is not null and f.invoiced_minor is not null
         and ${day} between ${week.previous.from}::date and ${week.to}::date
       group by f.currency
       order by f.currency`) as unknown as Promise<Rows<{ currency: string; current: string; previous: string }>>,
    // Documents finalised: every document of a shipment the user owns; of a shared shipment, the
    // documents shared with them.
    db.execute(sql`
      select count(*) filter (where d.finalized_at >= ${start(week.from, tz)})::int as "current",
             count(*) filter (where d.finalized_at < ${start(week.from, tz)})::int as "previous"
        from shipment_documents d
        join shipments s on s.id = d.shipment_id
        left join shipment_shares ss on ss.shipment_id = s.id and ss.user_id = ${userId}
       where d.finalized_at >= ${start(week.previous.from, tz)} and d.finalized_at < ${end(week.to, tz)}
         and (s.owner_id = ${userId}
              or ss.forms @> jsonb_build_array(jsonb_build_object('name', d.name)))`) as unknown as Promise<
      Rows<{ current: number; previous: number }>
    >,
    // Receivables as of the week's last day (the reports' code: lib/analytics/receivables.ts).
    receivablesSummary({ db, ownerId: userId, asOf: week.to }),
    db
      .select({ envelope: envelopes })
      .from(envelopeParties)
      .innerJoin(envelopes, eq(envelopes.id, envelopeParties.envelopeId))
      .where(and(eq(envelopeParties.userId, userId), notInArray(envelopes.status, ENVELOPE_STATES.filter(isTerminal)))),
  ]);
  const count = counts.rows[0];
  const docs = documents.rows[0];
  return {
    week,
    timeZone,
    shipments: Number(count?.current ?? 0),
    previousShipments: Number(count?.previous ?? 0),
    exportValue: values.rows.map((r) => ({
      currency: r.currency,
      amount: minorToAmount(BigInt(r.current), r.currency),
      previousAmount: minorToAmount(BigInt(r.previous), r.currency),
    })),
    documentsFinalised: Number(docs?.current ?? 0),
    previousDocumentsFinalised: Number(docs?.previous ?? 0),
    overdueReceivables: receivables
      .filter((r) => r.overdueShipments > 0)
      .map((r) => ({ currency: r.currency, overdue: r.overdue, shipments: r.overdueShipments })),
    // Same rule as the eBL list's "awaiting" filter: an action the transition table allows me now.
    eblsAwaitingAction: ebls.filter(({ envelope }) =>
      viewerActions(envelope, userId).some((action) => action !== "DELETE"),
    ).length,
  } satisfies WeeklyFigures;
}
