import { sql, type SQL } from "drizzle-orm";
import { requireUserId } from "@/lib/auth/actor";
import { scopedFacts } from "../scope";
import { byText } from "./shared";
import type { ReportDetail, ReportFilters, ReportRow } from "./contract";
import type { ReportContext, ReportDefinition } from "./definition";
import { exactPercentile, hoursText, isoText, periodBounds, wholeSeconds } from "./measures";

const hasFilters = (filters: ReportFilters) =>
  !!(filters.country || filters.currency || filters.partner || filters.status?.length);

/**
 * The eBLs counted: envelopes the user is a party to (envelope_parties: issuer, shipper,
 * consignee, every past and present holder) whose surrender for delivery the carrier accepted in
 * the period. The accepting entry is the SACC that ends the chain of a bill now
 * SURRENDERED_FOR_DELIVERY (a terminal state, so it is the chain's only and last SACC; the SACC of
 * a surrender for amendment leads to SURRENDERED_FOR_AMENDMENT and VOIDED instead). With shipment
 * filters, only eBLs of a shipment the user owns or that is shared with them and matches them.
 */
function acceptedEnvelopes(ctx: ReportContext): SQL {
  const userId = requireUserId(ctx.actor, "eblTurnaround");
  const { start, end } = periodBounds(ctx.period);
  const filtered = hasFilters(ctx.filters)
    ? sql` and v.shipment_id in (select f.shipment_id from ${scopedFacts(userId, ctx.filters)} f)`
    : sql``;
  return sql`(
    select e.envelope_id, e.created_at as accepted_at, v.shipment_id, v.transport_document
      from envelope_entries e
      join envelopes v on v.id = e.envelope_id
     where e.action_code = 'SACC' and e.created_at >= ${start} and e.created_at < ${end}
       and v.status = 'SURRENDERED_FOR_DELIVERY'
       and exists (select 1 from envelope_parties p where p.user_id = ${userId} and p.envelope_id = e.envelope_id)${filtered}
  )`;
}

/**
 * The label of a holder: its verified legal name, else the profile's company, else the person's
 * name, as the eBL screens show parties (lib/ebl/parties.ts companyOf and fullName). Never an
 * email address: the report shows only what the bill's history shows to every party.
 */
const PARTY_LABEL = sql`coalesce(
  case when u.verification_state = 'verified' then nullif(btrim(bv.details->>'legalName'), '') end,
  nullif(btrim(u.company), ''),
  nullif(btrim(u.first_name || ' ' || u.last_name), ''),
  'Unnamed party')`;

type Group = {
  holder: string | null;
  party: string | null;
  ebls: number;
  heldTotal: string;
  p50: string | null;
  p90: string | null;
};
type Held = {
  envelopeId: string;
  holder: string;
  party: string;
  heldSeconds: string;
  issuedAt: string;
  acceptedAt: string;
  turnaroundSeconds: string;
  shipmentId: string | null;
  reference: string | null;
};

/**
 * Issue → accepted surrender for delivery, per eBL, and the time each party held it. Possession
 * follows the chain (lib/ebl/rules.ts): after each entry the bill is held by the entry's recipient
 * (ISSUE: the shipper; TRANSFER and the endorsements: the endorsee; SURRENDER_*: the carrier, until
 * it answers; SREJ: back to the one who asked; REFUSE: back to the previous holder), or by the
 * actor of a BLANK_ENDORSE that names nobody. A holding lasts from its entry to the next entry;
 * the last one (the carrier's, after the surrender request) ends at the SACC. Rows: per party, the
 * eBLs it held, the median of its time per eBL (all its holdings of that eBL added up) and its
 * total. Totals: the eBLs and the median and 90th percentile of issue → acceptance.
 */
async function run(ctx: ReportContext) {
  const accepted = acceptedEnvelopes(ctx);
  const result = (await ctx.db.execute(sql`
    with acc as ${accepted},
    chain as (
      select e.envelope_id, e.action_code, e.created_at,
             coalesce(e.recipient_id, e.actor_id) as holder,
             lead(e.created_at) over (partition by e.envelope_id order by e.sequence) as until
        from envelope_entries e join acc on acc.envelope_id = e.envelope_id
    ),
    held as (
      select envelope_id, holder, sum(${wholeSeconds(sql`created_at`, sql`until`)})::bigint as value
        from chain where action_code <> 'SACC' and until is not null
       group by envelope_id, holder
    ),
    issued as (
      select acc.envelope_id, ${wholeSeconds(sql`i.created_at`, sql`acc.accepted_at`)} as value
        from acc join envelope_entries i on i.envelope_id = acc.envelope_id and i.sequence = 1
    )
    select g.holder::text as holder, ${PARTY_LABEL} as party, g.ebls, g."heldTotal", g.p50, null as p90
      from (select holder, count(*)::int as ebls, sum(value)::text as "heldTotal", ${exactPercentile("0.5")} as p50
              from held group by holder) g
      join users u on u.id = g.holder
      left join business_verifications bv on bv.user_id = u.id
    union all
    select null, null, count(*)::int, sum(value)::text, ${exactPercentile("0.5")}, ${exactPercentile("0.9")} from issued
  `)) as unknown as { rows: Group[] };

  const total = result.rows.find((r) => r.holder === null);
  const rows: ReportRow[] = result.rows
    .filter((r): r is Group & { holder: string; party: string } => r.holder !== null)
    .sort((a, b) => b.ebls - a.ebls || byText(a.party, b.party) || byText(a.holder, b.holder))
    .map((r) => ({
      key: r.holder,
      party: r.party,
      eBLs: r.ebls,
      medianHoursHeld: hoursText(r.p50),
      totalHoursHeld: hoursText(r.heldTotal),
    }));
  const ebls = total?.ebls ?? 0;
  const totals = {
    ebls,
    medianHours: ebls ? hoursText(total!.p50) : null,
    p90Hours: ebls ? hoursText(total!.p90) : null,
  };
  if (!ctx.details) return { rows, totals };

  const userId = requireUserId(ctx.actor, "eblTurnaround");
  const listed = (await ctx.db.execute(sql`
    with acc as ${accepted},
    chain as (
      select e.envelope_id, e.action_code, e.created_at, coalesce(e.recipient_id, e.actor_id) as holder,
             lead(e.created_at) over (partition by e.envelope_id order by e.sequence) as until
        from envelope_entries e join acc on acc.envelope_id = e.envelope_id
    ),
    held as (
      select envelope_id, holder, sum(${wholeSeconds(sql`created_at`, sql`until`)})::bigint as value
        from chain where action_code <> 'SACC' and until is not null
       group by envelope_id, holder
    )
    select h.envelope_id as "envelopeId", h.holder::text as holder, ${PARTY_LABEL} as party,
           h.value::text as "heldSeconds",
           ${isoText(sql`i.created_at`)} as "issuedAt", ${isoText(sql`acc.accepted_at`)} as "acceptedAt",
           ${wholeSeconds(sql`i.created_at`, sql`acc.accepted_at`)}::text as "turnaroundSeconds",
           case when s.owner_id = ${userId} then acc.shipment_id end as "shipmentId",
           acc.transport_document->>'transportDocumentReference' as reference
      from held h
      join acc on acc.envelope_id = h.envelope_id
      join envelope_entries i on i.envelope_id = h.envelope_id and i.sequence = 1
      left join shipments s on s.id = acc.shipment_id
      join users u on u.id = h.holder
      left join business_verifications bv on bv.user_id = u.id
     order by h.holder, acc.accepted_at, h.envelope_id
  `)) as unknown as { rows: Held[] };
  const details: ReportDetail[] = listed.rows.map((h) => ({
    rowKey: h.holder,
    entity: "envelope",
    id: h.envelopeId,
    // The shipment only for its owner: another party's shipment is not theirs to open.
    shipmentId: h.shipmentId,
    reference: h.reference,
    link: `/ebills/${h.envelopeId}`,
    values: {
      party: h.party,
      heldSeconds: Number(h.heldSeconds),
      heldHours: hoursText(h.heldSeconds),
      issuedAt: h.issuedAt,
      acceptedAt: h.acceptedAt,
      turnaroundSeconds: Number(h.turnaroundSeconds),
      turnaroundHours: hoursText(h.turnaroundSeconds),
    },
  }));
  return { rows, totals, details };
}

export const eblTurnaround: ReportDefinition = {
  key: "ebl_turnaround",
  title: "eBL turnaround",
  description:
    "eBLs you are a party to whose surrender for delivery the carrier accepted in the period: time from issue to acceptance, and how long each party held them.",
  columns: [
    { key: "party", label: "Party", type: "text" },
    { key: "eBLs", label: "eBLs held", type: "integer" },
    { key: "medianHoursHeld", label: "Median held (hours)", type: "hours" },
    { key: "totalHoursHeld", label: "Total held (hours)", type: "hours" },
  ],
  run,
};
