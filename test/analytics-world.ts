import { sql } from "drizzle-orm";
import { POST as issueRoute } from "@/app/api/envelopes/[id]/issue/route";
import { POST as endorseRoute } from "@/app/api/envelopes/[id]/endorse/route";
import { POST as responseRoute } from "@/app/api/envelopes/[id]/surrender-response/route";
import { POST as surrenderRoute } from "@/app/api/envelopes/[id]/surrender/route";
import { POST as createEnvelopeRoute } from "@/app/api/envelopes/route";
import { POST as finaliseRoute } from "@/app/api/shipments/[id]/[x]/finalise/route";
import { PUT as saveDocRoute } from "@/app/api/shipments/[id]/[x]/route";
import { POST as runChecksRoute } from "@/app/api/shipments/[id]/compliance-checks/route";
import { PUT as putLcRoute } from "@/app/api/shipments/[id]/letter-of-credit/route";
import { POST as createShipmentRoute } from "@/app/api/shipments/route";
import { PUT as shareRoute } from "@/app/api/shipments/share-users/route";
import { PUT as statusRoute } from "@/app/api/shipments/status/[id]/route";
import { refreshShipmentFacts } from "@/lib/analytics/facts/refresh-shipment-facts";
import { getDb } from "@/lib/db/client";
import type { ShipmentStatus } from "@/models";
import type { TestUser } from "./accounts";
import { LC_BODY, ok } from "./compliance-world";
import { connectAccounts, registerVerifiedUser, sampleTransportDocument, type EblUser } from "./ebl";
import { call } from "./http";
import { record } from "./payments";
import { createTracking, postEvents } from "./tracking";

/**
 * The world of the analytics known-answer tests (lib/analytics/known-answers.integration.test.ts):
 * a year of one exporter's activity, 2025-12 .. 2026-11, built through the real endpoints and then
 * backdated with SQL where the API stamps now() (creation, finalisation, eBL entries, check runs),
 * after which the facts of the backdated shipments are refreshed. The expected figures are
 * written by hand in the test from THIS table; keep the two in step.
 *
 * Every date is chosen so that the answers do not depend on the day the tests run (until 2027-11:
 * the not-yet-due receivables fall due in 2027).
 */
export type Line = { hs?: string; qty: string; price: string };
export type ShipmentSpec = {
  key: string;
  templates: string[];
  /** The invoice the lines are saved on (commercial_invoice unless the shipment has only a proforma). */
  invoice: "commercial_invoice" | "proforma_invoice";
  currency?: string;
  lines: Line[];
  charges?: Record<string, string>;
  departure?: string;
  destination?: string;
  portOfDischarge?: { code: string; name: string };
  buyer?: string;
  consignee: string;
  invoiceDate?: string;
  creditDays?: number;
  creditFrom?: "invoice_date" | "shipment_date";
  /** The creation instant the shipment (and its documents) is backdated to. */
  createdAt: string;
  status: ShipmentStatus;
  payments?: { amount: string; date: string }[];
};

export const SHIPMENTS: ShipmentSpec[] = [
  {
    // No departure date: counts on its creation day, 2026-03-31 in UTC and New York, 2026-04-01 in Kolkata.
    key: "S01",
    templates: ["commercial_invoice", "packing_list"],
    invoice: "commercial_invoice",
    currency: "USD",
    lines: [{ hs: "610910", qty: "100", price: "5.00" }], // 500.00 USD
    destination: "DE",
    buyer: "Hanse Imports GmbH",
    consignee: "Hanse Imports GmbH",
    invoiceDate: "2026-03-31",
    creditDays: 30,
    creditFrom: "invoice_date", // due 2026-04-30
    createdAt: "2026-03-31T20:00:00Z",
    status: "shipped",
    payments: [{ amount: "200.00", date: "2026-05-10" }],
  },
  {
    // No departure date: created 2026-11-01T03:30Z = 2026-10-31 23:30 EDT (New York's DST ends later that night).
    key: "S02",
    templates: ["commercial_invoice"],
    invoice: "commercial_invoice",
    currency: "EUR",
    lines: [
      { hs: "620520", qty: "10", price: "12.50" }, // 125.00
      { hs: "420221", qty: "2", price: "80.00" }, // 160.00
    ], // 285.00 EUR
    destination: "FR",
    buyer: "Maison Lyon SARL",
    consignee: "Maison Lyon SARL",
    invoiceDate: "2026-11-01",
    creditDays: 365,
    creditFrom: "invoice_date", // due 2027-11-01
    createdAt: "2026-11-01T03:30:00Z",
    status: "in_progress",
  },
  {
    key: "S03",
    templates: ["commercial_invoice", "packing_list"],
    invoice: "commercial_invoice",
    currency: "JPY",
    lines: [{ hs: "610910", qty: "1000", price: "1500" }], // 1500000 JPY
    departure: "2025-12-15",
    destination: "JP",
    buyer: "Tokyo Boeki KK",
    consignee: "Tokyo Boeki KK",
    invoiceDate: "2025-12-10",
    creditDays: 90,
    creditFrom: "shipment_date", // 2025-12-15 + 90 = 2026-03-15
    createdAt: "2025-12-01T10:00:00Z",
    status: "delivered",
    payments: [{ amount: "500000", date: "2026-02-01" }],
  },
  {
    key: "S04",
    templates: ["commercial_invoice", "packing_list"],
    invoice: "commercial_invoice",
    currency: "USD",
    lines: [
      { hs: "610910", qty: "200", price: "4.25" }, // 850.00
      { hs: "520852", qty: "50", price: "3.10" }, // 155.00
    ], // 1005.00 USD
    departure: "2026-01-20",
    destination: "US",
    buyer: "Acme Apparel Inc",
    consignee: "Acme Apparel Inc",
    invoiceDate: "2026-01-18",
    creditDays: 45,
    creditFrom: "invoice_date", // 2026-03-04
    createdAt: "2026-01-05T09:00:00Z",
    status: "closed",
    payments: [{ amount: "1005.00", date: "2026-03-01" }], // paid in full
  },
  {
    key: "S05",
    templates: ["commercial_invoice"],
    invoice: "commercial_invoice",
    currency: "USD",
    lines: [{ hs: "610910", qty: "300", price: "4.00" }], // lines 1200.00
    charges: { freight: "50.00" }, // invoiced 1250.00 USD
    departure: "2026-02-10",
    destination: "DE",
    buyer: "Hanse Imports GmbH",
    consignee: "Hanse Imports GmbH",
    invoiceDate: "2026-02-08",
    // no structured terms: no due date
    createdAt: "2026-02-02T12:00:00Z",
    status: "shipped",
  },
  {
    key: "S06",
    templates: ["commercial_invoice"],
    invoice: "commercial_invoice",
    currency: "EUR",
    lines: [{ hs: "940360", qty: "20", price: "99.99" }], // 1999.80 EUR
    departure: "2026-04-15",
    destination: "DE",
    buyer: " hanse imports gmbh ", // same partner key as S01/S05 once trimmed and lower-cased
    consignee: "Hanse Imports GmbH",
    invoiceDate: "2026-04-14",
    creditDays: 180,
    creditFrom: "shipment_date", // 2026-04-15 + 180 = 2026-10-12
    createdAt: "2026-03-30T04:30:00Z",
    status: "delivered",
    payments: [{ amount: "999.80", date: "2026-06-01" }], // 1000.00 EUR open
  },
  {
    key: "S07",
    templates: ["commercial_invoice"],
    invoice: "commercial_invoice",
    currency: "USD",
    lines: [{ hs: "610910", qty: "10", price: "10.00" }], // 100.00 USD, but cancelled
    departure: "2026-05-05",
    destination: "AE",
    buyer: "Gulf Traders LLC",
    consignee: "Gulf Traders LLC",
    invoiceDate: "2026-05-01",
    creditDays: 10,
    creditFrom: "invoice_date",
    createdAt: "2026-05-01T08:00:00Z",
    status: "cancelled",
  },
  {
    // No country of destination: the port of discharge's UN/LOCODE says NL. No HS code: chapter "00".
    key: "S08",
    templates: ["commercial_invoice"],
    invoice: "commercial_invoice",
    currency: "USD",
    lines: [{ qty: "5", price: "100.00" }], // 500.00 USD
    departure: "2026-06-20",
    portOfDischarge: { code: "NLRTM", name: "Rotterdam" },
    consignee: "Rotterdam Trading BV", // no buyer: the consignee is the partner
    invoiceDate: "2026-06-18",
    creditDays: 150,
    creditFrom: "invoice_date", // 2026-06-18 + 150 = 2026-11-15
    createdAt: "2026-06-10T08:00:00Z",
    status: "shipped",
  },
  {
    key: "S09",
    templates: ["commercial_invoice"],
    invoice: "commercial_invoice",
    currency: "JPY",
    lines: [{ hs: "851762", qty: "3", price: "45000" }], // 135000 JPY
    departure: "2026-08-03",
    destination: "JP",
    buyer: "Tokyo Boeki KK",
    consignee: "Tokyo Boeki KK",
    invoiceDate: "2026-08-01",
    creditDays: 365,
    creditFrom: "invoice_date", // 2027-08-01
    createdAt: "2026-07-25T08:00:00Z",
    status: "shipped",
  },
  {
    // No currency: no invoiced total, counted as a shipment only.
    key: "S10",
    templates: ["commercial_invoice"],
    invoice: "commercial_invoice",
    lines: [{ hs: "610910", qty: "10", price: "3.00" }],
    departure: "2026-09-09",
    destination: "GB",
    buyer: "London Wares Ltd",
    consignee: "London Wares Ltd",
    createdAt: "2026-09-01T08:00:00Z",
    status: "draft",
  },
  {
    // A proforma only: its total is the shipment's value.
    key: "S11",
    templates: ["proforma_invoice"],
    invoice: "proforma_invoice",
    currency: "EUR",
    lines: [{ hs: "610910", qty: "10", price: "20.00" }], // 200.00 EUR
    // A proforma has no departure date field: the shipment counts on its creation day, 10-01.
    destination: "FR",
    buyer: "Maison Lyon SARL",
    consignee: "Maison Lyon SARL",
    createdAt: "2026-10-01T08:00:00Z",
    status: "ready",
  },
  {
    // Departed before the fixture's year: outside every period of the tests but "all time" ones.
    key: "S12",
    templates: ["commercial_invoice"],
    invoice: "commercial_invoice",
    currency: "USD",
    lines: [{ hs: "610910", qty: "1", price: "100.00" }], // 100.00 USD
    departure: "2025-11-20",
    destination: "US",
    buyer: "Acme Apparel Inc",
    consignee: "Acme Apparel Inc",
    invoiceDate: "2025-11-20",
    creditDays: 300,
    creditFrom: "invoice_date", // 2025-11-20 + 300 = 2026-09-16
    createdAt: "2025-11-15T08:00:00Z",
    status: "shipped",
  },
];

/** Documents finalised (and when), and the creation instant their cycle time starts from (the shipment's). */
export const FINALISED: { key: string; doc: string; at: string; override?: boolean }[] = [
  { key: "S01", doc: "commercial_invoice", at: "2026-03-31T22:30:00Z" }, // 2.5 h
  { key: "S03", doc: "commercial_invoice", at: "2025-12-03T10:00:00Z" }, // 48 h
  { key: "S04", doc: "commercial_invoice", at: "2026-01-06T03:00:00Z", override: true }, // 18 h, with an LC error
  { key: "S04", doc: "packing_list", at: "2026-01-10T09:00:00Z" }, // 120 h
  { key: "S06", doc: "commercial_invoice", at: "2026-04-01T04:30:00Z" }, // 48 h; 2026-04-01 00:30 EDT
];

/** Tracked shipments: planned and actual arrival at the port of discharge. */
export const TRACKED: { key: string; carrier: string; pol: string; pod: string; planned: string; actual: string }[] = [
  {
    key: "S05",
    carrier: "MAEU",
    pol: "INNSA",
    pod: "DEHAM",
    planned: "2026-03-10T00:00:00Z",
    actual: "2026-03-10T20:00:00Z",
  },
  {
    key: "S06",
    carrier: "MAEU",
    pol: "INNSA",
    pod: "DEHAM",
    planned: "2026-05-10T00:00:00Z",
    actual: "2026-05-12T06:00:00Z",
  },
  {
    key: "S08",
    carrier: "MSCU",
    pol: "INNSA",
    pod: "NLRTM",
    planned: "2026-08-01T12:00:00Z",
    actual: "2026-07-31T20:00:00Z",
  },
];

/** The eBL's entries, backdated in order: issue, transfer to the importer, surrender, accepted. */
export const EBL_TIMES = [
  "2026-06-01T00:00:00Z",
  "2026-06-11T12:00:00Z",
  "2026-06-20T00:00:00Z",
  "2026-06-21T00:00:00Z",
];

/** The two compliance runs of S04, both in January (one counts: the latest of the month). */
export const CHECK_RUNS = ["2026-01-06T02:00:00Z", "2026-01-06T02:30:00Z"];

export type World = {
  owner: EblUser;
  carrier: EblUser;
  importer: EblUser;
  /** time_zone Asia/Kolkata; S01 (with invoice), S03 (with invoice) and S04 (packing list only) are shared with them. */
  kolkata: TestUser;
  /** time_zone America/New_York; S01 (with invoice) is shared with them. */
  newYork: TestUser;
  /** Owns two shipments of their own; nothing of the owner is shared with them. */
  stranger: TestUser;
  ids: Record<string, string>;
  references: Record<string, string>;
  envelopeId: string;
};

const STATUS_PATH: ShipmentStatus[] = ["draft", "in_progress", "ready", "shipped", "delivered", "closed"];

async function setStatus(user: TestUser, id: string, status: ShipmentStatus) {
  const steps = status === "cancelled" ? ["cancelled"] : STATUS_PATH.slice(1, STATUS_PATH.indexOf(status) + 1);
  for (const step of steps)
    await ok(call(statusRoute, { method: "PUT", token: user.token, params: { id }, json: { status: step } }), 200);
}

const party = (name: string, country: string) => ({ name, address: "1 Trade Street", city: "Port City", country });

async function buildShipment(user: TestUser, spec: ShipmentSpec, reference: string): Promise<string> {
  const { shipment } = await ok(
    call(createShipmentRoute, { method: "POST", token: user.token, json: { reference, templates: spec.templates } }),
    201,
  );
  const proforma = spec.invoice === "proforma_invoice";
  const data: Record<string, unknown> = {
    ...(proforma
      ? { proformaNumber: `PI-${reference}`, proformaDate: "2026-10-01" }
      : { invoiceNumber: `INV-${reference}` }),
    exporter: { ...party("Asha Textiles Pvt Ltd", "IN"), company: "Asha Textiles Pvt Ltd" },
    consignee: party(spec.consignee, spec.destination ?? "NL"),
    portOfLoading: { code: "INNSA", name: "Nhava Sheva" },
    transportMode: "sea",
    ...(proforma ? {} : { incoterm: { rule: "FOB", place: "Nhava Sheva" } }),
    lineItems: spec.lines.map((l, i) => ({
      description: `Goods line ${i + 1}`,
      ...(l.hs ? { hsCode: l.hs } : {}),
      quantity: l.qty,
      unit: "PCS",
      unitPrice: l.price,
      netWeight: "10.000",
      grossWeight: "11.000",
      packages: 1,
      packageKind: "Cartons",
    })),
    ...(spec.currency ? { currency: spec.currency } : {}),
    ...(spec.buyer ? { buyer: party(spec.buyer, spec.destination ?? "NL") } : {}),
    ...(spec.destination ? { countryOfDestination: spec.destination } : {}),
    ...(spec.portOfDischarge ? { portOfDischarge: spec.portOfDischarge } : {}),
    ...(spec.departure ? { departureDate: spec.departure } : {}),
    ...(spec.invoiceDate ? { invoiceDate: spec.invoiceDate } : {}),
    ...(spec.creditDays !== undefined ? { creditDays: spec.creditDays, creditFrom: spec.creditFrom } : {}),
    ...(spec.charges ?? {}),
  };
  await ok(
    call(saveDocRoute, {
      method: "PUT",
      token: user.token,
      params: { id: shipment.id, x: spec.invoice },
      json: { data },
    }),
    200,
  );
  return shipment.id as string;
}

const share = (owner: TestUser, shipmentId: string, to: TestUser, forms: string[]) =>
  ok(
    call(shareRoute, {
      method: "PUT",
      token: owner.token,
      json: { shipmentId, email: to.email, forms: forms.map((name) => ({ name, access: "read" })) },
    }),
    200,
  );

const voyageEvents = (n: number, t: (typeof TRACKED)[number]) => {
  const call_ = (loc: string) => ({
    transportCallID: `TC-${loc}-${n}`,
    UNLocationCode: loc,
    modeOfTransport: "VESSEL",
    facilityTypeCode: "POTE",
  });
  const at = (ms: number) => new Date(ms).toISOString();
  const planned = Date.parse(t.planned);
  const ev = (i: number, code: "ARRI" | "DEPA", cls: string, loc: string, when: string, created: string) => ({
    eventID: `00000000-0000-4000-8${n}00-${String(i).padStart(12, "0")}`,
    eventType: "TRANSPORT",
    eventClassifierCode: cls,
    transportEventTypeCode: code,
    eventDateTime: when,
    eventCreatedDateTime: created,
    transportCall: call_(loc),
  });
  const departure = at(planned - 20 * 86_400_000);
  return [
    ev(1, "DEPA", "PLN", t.pol, departure, at(planned - 30 * 86_400_000)),
    ev(2, "ARRI", "PLN", t.pod, t.planned, at(planned - 30 * 86_400_000)),
    ev(3, "DEPA", "ACT", t.pol, departure, departure),
    ev(4, "ARRI", "ACT", t.pod, t.actual, t.actual),
  ];
};

/** Builds the world. Needs withTemporaryBlobStore (verification documents, finalised PDFs) and a mailbox. */
export async function buildAnalyticsWorld(): Promise<World> {
  const owner = await registerVerifiedUser("exporter", "Asha Textiles Private Limited", "Asha");
  const carrier = await registerVerifiedUser("shipping_line", "Oceanic Lines Private Limited", "Carl");
  const importer = await registerVerifiedUser("importer", "Hanse Imports Private Limited", "Hans");
  await connectAccounts(carrier, owner, importer);
  const { registerTestUser } = await import("./accounts");
  const kolkata = await registerTestUser({ firstName: "Kavya" });
  const newYork = await registerTestUser({ firstName: "Nora" });
  const stranger = await registerTestUser({ firstName: "Sam" });
  const db = await getDb();
  await db.execute(sql`update users set time_zone = 'Asia/Kolkata' where id = ${kolkata.id}`);
  await db.execute(sql`update users set time_zone = 'America/New_York' where id = ${newYork.id}`);

  const ids: Record<string, string> = {};
  const references: Record<string, string> = {};
  const stamp = Date.now().toString(36);
  for (const spec of SHIPMENTS) {
    references[spec.key] = `AW-${spec.key}-${stamp}`;
    ids[spec.key] = await buildShipment(owner, spec, references[spec.key]!).catch((e: Error) => {
      throw new Error(`${spec.key}: ${e.message}`);
    });
  }

  // The stranger's own shipments (S01's and S03's dates, 7 × 7.77 = 54.39 USD each, 1.00 paid): never in the owner's (or a sharee's) figures.
  for (const [i, spec] of [SHIPMENTS[0]!, SHIPMENTS[2]!].entries()) {
    const sid = await buildShipment(
      stranger,
      { ...spec, currency: "USD", lines: [{ hs: "610910", qty: "7", price: "7.77" }] },
      `ST-${i}-${stamp}`,
    );
    await record(stranger, sid, { amount: "1.00", paymentDate: "2026-02-01" });
    await db.execute(sql`update shipments set created_at = ${spec.createdAt}::timestamptz where id = ${sid}`);
    await db.execute(
      sql`update shipment_documents set created_at = ${spec.createdAt}::timestamptz where shipment_id = ${sid}`,
    );
    await refreshShipmentFacts(db, sid);
  }

  // A letter of credit in EUR on S04 (a USD invoice): lc.currency_mismatch, an error, so its
  // invoice is finalised with the override (audited document.compliance_override).
  await ok(
    call(putLcRoute, {
      method: "PUT",
      token: owner.token,
      params: { id: ids.S04! },
      json: { ...LC_BODY, currency: "EUR" },
    }),
    200,
  );
  for (let i = 0; i < CHECK_RUNS.length; i++) {
    await ok(call(runChecksRoute, { method: "POST", token: owner.token, params: { id: ids.S04! } }), 200);
  }

  for (const f of FINALISED) {
    if (f.doc === "packing_list") {
      await ok(
        call(saveDocRoute, {
          method: "PUT",
          token: owner.token,
          params: { id: ids[f.key]!, x: f.doc },
          json: { data: { packingListNumber: `PL-${f.key}`, packingListDate: "2026-01-09" } },
        }),
        200,
      );
    }
    await ok(
      call(finaliseRoute, {
        method: "POST",
        token: owner.token,
        params: { id: ids[f.key]!, x: f.doc },
        json: f.override ? { overrideComplianceErrors: true } : {},
      }),
      200,
    );
  }

  for (const spec of SHIPMENTS) {
    await setStatus(owner, ids[spec.key]!, spec.status);
    for (const p of spec.payments ?? []) {
      const paid = await record(owner, ids[spec.key]!, { amount: p.amount, paymentDate: p.date });
      if (paid.status !== 201) throw new Error(`payment: ${paid.status} ${JSON.stringify(paid.body)}`);
    }
  }

  await share(owner, ids.S01!, kolkata, ["commercial_invoice"]);
  await share(owner, ids.S03!, kolkata, ["commercial_invoice"]);
  await share(owner, ids.S04!, kolkata, ["packing_list"]);
  await share(owner, ids.S01!, newYork, ["commercial_invoice"]);

  for (const [n, t] of TRACKED.entries()) {
    await ok(
      createTracking(owner, ids[t.key]!, {
        carrierCode: t.carrier,
        carrierBookingReference: `BKG-${t.key}`,
        transportDocumentReference: `${t.carrier}${t.key}`,
      }),
      201,
    );
    await ok(postEvents(owner, ids[t.key]!, voyageEvents(n + 1, t)), 200);
  }

  // The eBL: drafted by the owner, issued by the carrier, transferred to the importer, surrendered for delivery, accepted.
  const created = await ok(
    call(createEnvelopeRoute, {
      method: "POST",
      token: owner.token,
      json: { carrier: carrier.email, consignee: importer.email, transportDocument: sampleTransportDocument() },
    }),
    201,
  );
  const envelopeId = created.envelope.id as string;
  const issued = await ok(
    call(issueRoute, { method: "POST", token: carrier.token, params: { id: envelopeId }, json: {} }),
    200,
  );
  await ok(
    call(endorseRoute, {
      method: "POST",
      token: owner.token,
      params: { id: envelopeId },
      json: {
        actionCode: "TRANSFER",
        recipient: importer.email,
        expectedLastEntryChecksum: issued.envelope.lastEntryChecksum,
      },
    }),
    200,
  );
  await ok(
    call(surrenderRoute, {
      method: "POST",
      token: importer.token,
      params: { id: envelopeId },
      json: { type: "DELIVERY" },
    }),
    200,
  );
  await ok(
    call(responseRoute, { method: "POST", token: carrier.token, params: { id: envelopeId }, json: { accept: true } }),
    200,
  );

  // Backdating, where the API stamped now().
  for (const spec of SHIPMENTS) {
    const id = ids[spec.key]!;
    await db.execute(sql`update shipments set created_at = ${spec.createdAt}::timestamptz where id = ${id}`);
    await db.execute(
      sql`update shipment_documents set created_at = ${spec.createdAt}::timestamptz where shipment_id = ${id}`,
    );
  }
  for (const f of FINALISED) {
    await db.execute(
      sql`update shipment_documents set finalized_at = ${f.at}::timestamptz where shipment_id = ${ids[f.key]!} and name = ${f.doc}`,
    );
  }
  const runs = await db.execute<{ id: string }>(
    sql`select id from compliance_check_runs where shipment_id = ${ids.S04!} order by checked_at, id`,
  );
  for (const [i, row] of rowsOf<{ id: string }>(runs).entries()) {
    await db.execute(
      sql`update compliance_check_runs set checked_at = ${CHECK_RUNS[i]!}::timestamptz where id = ${row.id}`,
    );
  }
  const entries = rowsOf<{ id: string }>(
    await db.execute<{ id: string }>(
      sql`select id from envelope_entries where envelope_id = ${envelopeId} order by sequence`,
    ),
  );
  if (entries.length !== EBL_TIMES.length)
    throw new Error(`expected ${EBL_TIMES.length} eBL entries, got ${entries.length}`);
  for (const [i, row] of entries.entries()) {
    await db.execute(sql`update envelope_entries set created_at = ${EBL_TIMES[i]!}::timestamptz where id = ${row.id}`);
  }
  for (const id of Object.values(ids)) await refreshShipmentFacts(db, id);

  return { owner, carrier, importer, kolkata, newYork, stranger, ids, references, envelopeId };
}

/** node-postgres answers {rows}, PGlite answers {rows} too; drizzle's execute passes them through. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
