/**
 * The milestone and ETA engine: a pure function of a tracking's stored events (and the clock, for
 * the vessel's estimated position only). Rules (docs/tracking.md):
 *
 * - Each event fills a slot: what happened (type code), where (UN/LOCODE), to what (container,
 *   document) and how sure (PLN, EST, ACT). In each slot the event with the newest
 *   eventCreatedDateTime wins (ties: the greater eventID), so events replayed in any order, with
 *   duplicates, late or corrected, give the same timeline. Losing events are kept and marked
 *   `superseded`.
 * - Transport calls are ordered by their earliest time; the port of loading is the first call with
 *   a departure, the port of discharge the last call with an arrival, the calls between them are
 *   transhipments.
 * - The ETA is the port of discharge's arrival: the winning EST, else PLN (ACT once arrived);
 *   `previous` is the value it had before the last change; the delay is measured against the
 *   first plan (the earliest-created PLN, else EST).
 */

export const CLASSIFIERS = ["PLN", "EST", "ACT"] as const;
export type Classifier = (typeof CLASSIFIERS)[number];

/** The fields of a DCSA event the engine reads, extracted once (normaliseEvent). */
export type TimelineEvent = {
  eventId: string;
  eventType: string;
  classifier: Classifier;
  typeCode: string;
  /** eventDateTime, epoch ms. */
  at: number;
  /** eventCreatedDateTime, epoch ms. */
  createdAt: number;
  equipmentReference: string | null;
  location: string | null;
  emptyIndicator: string | null;
  documentTypeCode: string | null;
};

export const MILESTONE_LABELS = {
  BOOKING_CONFIRMED: "Booking confirmed",
  EMPTY_PICKED_UP: "Empty container picked up",
  GATED_IN: "Gated in",
  LOADED: "Loaded",
  DEPARTED: "Departed",
  TRANSHIPMENT_ARRIVED: "Arrived at transhipment port",
  TRANSHIPMENT_DISCHARGED: "Discharged for transhipment",
  TRANSHIPMENT_LOADED: "Loaded at transhipment port",
  TRANSHIPMENT_DEPARTED: "Departed transhipment port",
  ARRIVED: "Arrived",
  DISCHARGED: "Discharged",
  GATED_OUT: "Gated out",
  EMPTY_RETURNED: "Empty container returned",
} as const;
export type MilestoneCode = keyof typeof MILESTONE_LABELS;

export type Milestone = {
  code: MilestoneCode;
  label: string;
  /** UN/LOCODE of where it happens, when known. */
  location: string | null;
  planned: string | null;
  estimated: string | null;
  actual: string | null;
};

export type TimelineStatus =
  "awaiting_events" | "booked" | "at_origin" | "in_transit" | "arrived" | "delivered" | "completed";

export type EtaHistoryEntry = { dateTime: string; classifier: Classifier; changedAt: string };
export type Eta = {
  dateTime: string | null;
  classifier: Classifier | null;
  previous: string | null;
  history: EtaHistoryEntry[];
};

export type Timeline = {
  status: TimelineStatus;
  /** Words without the place name; lib/tracking/summary.ts adds it. */
  statusMilestone: Milestone | null;
  milestones: Milestone[];
  equipment: { equipmentReference: string; milestones: Milestone[] }[];
  eta: Eta;
  firstPlannedArrival: string | null;
  delayHours: number | null;
  portOfLoading: string | null;
  portOfDischarge: string | null;
  transhipments: string[];
  nextMilestone: Milestone | null;
  /** The winning slot of each event id: false for events a newer one replaced. */
  superseded: Set<string>;
  /** Actual departure from the port of loading and actual arrival at the port of discharge. */
  departedAt: string | null;
  arrivedAt: string | null;
  /** Per route port (loading, transhipments, discharge): its actual departure, and its arrival (ACT, else EST, else PLN). */
  calls: { location: string; departedAt: number | null; arrivalAt: number | null; arrived: boolean }[];
};

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());
const newer = (a: TimelineEvent, b: TimelineEvent) =>
  a.createdAt !== b.createdAt ? a.createdAt > b.createdAt : a.eventId > b.eventId;

function slotKey(e: TimelineEvent): string {
  switch (e.eventType) {
    case "TRANSPORT":
      return `T|${e.typeCode}|${e.location ?? ""}|${e.classifier}`;
    case "EQUIPMENT":
      return `E|${e.typeCode}|${e.emptyIndicator ?? ""}|${e.equipmentReference ?? ""}|${e.location ?? ""}|${e.classifier}`;
    default:
      return `S|${e.typeCode}|${e.documentTypeCode ?? ""}|${e.classifier}`;
  }
}

type Times = Record<Classifier, TimelineEvent | null>;
const emptyTimes = (): Times => ({ PLN: null, EST: null, ACT: null });

function milestone(code: MilestoneCode, location: string | null, times: Times): Milestone {
  return {
    code,
    label: MILESTONE_LABELS[code],
    location,
    planned: iso(times.PLN?.at),
    estimated: iso(times.EST?.at),
    actual: iso(times.ACT?.at),
  };
}

export function buildTimeline(events: TimelineEvent[], trackedEquipment: string[] = []): Timeline {
  // 1. Winners per slot.
  const winners = new Map<string, TimelineEvent>();
  for (const e of events) {
    const key = slotKey(e);
    const current = winners.get(key);
    if (!current || newer(e, current)) winners.set(key, e);
  }
  const winning = new Set([...winners.values()].map((e) => e.eventId));
  const superseded = new Set(events.filter((e) => !winning.has(e.eventId)).map((e) => e.eventId));
  const won = [...winners.values()];

  // 2. Transport calls in order of their earliest time.
  const calls = new Map<string, { first: number; arri: Times; depa: Times }>();
  for (const e of won) {
    if (e.eventType !== "TRANSPORT" || !e.location) continue;
    const call = calls.get(e.location) ?? { first: e.at, arri: emptyTimes(), depa: emptyTimes() };
    call.first = Math.min(call.first, e.at);
    if (e.typeCode === "ARRI") call.arri[e.classifier] = e;
    else if (e.typeCode === "DEPA") call.depa[e.classifier] = e;
    calls.set(e.location, call);
  }
  const ordered = [...calls.entries()].sort((a, b) => a[1].first - b[1].first || (a[0] < b[0] ? -1 : 1));
  const hasDepa = (t: Times) => !!(t.PLN || t.EST || t.ACT);
  const polIndex = ordered.findIndex(([, c]) => hasDepa(c.depa));
  let podIndex = -1;
  for (let i = ordered.length - 1; i > polIndex; i--) {
    if (hasDepa(ordered[i]![1].arri)) {
      podIndex = i;
      break;
    }
  }
  let portOfLoading = polIndex >= 0 ? ordered[polIndex]![0] : null;
  let portOfDischarge = podIndex >= 0 ? ordered[podIndex]![0] : null;
  const transhipments =
    polIndex >= 0 && podIndex > polIndex ? ordered.slice(polIndex + 1, podIndex).map(([loc]) => loc) : [];
  // Without transport events, the equipment's load and discharge places stand in for the ports.
  const equipmentWon = won.filter((e) => e.eventType === "EQUIPMENT");
  if (!portOfLoading) portOfLoading = equipmentWon.find((e) => e.typeCode === "LOAD" && e.location)?.location ?? null;
  if (!portOfDischarge)
    portOfDischarge =
      equipmentWon.find((e) => e.typeCode === "DISC" && e.location && e.location !== portOfLoading)?.location ?? null;
  const transhipmentSet = new Set(transhipments);

  // 3. Container milestones.
  const containers = [
    ...new Set([...trackedEquipment, ...equipmentWon.map((e) => e.equipmentReference).filter((r): r is string => !!r)]),
  ].sort();
  type Matcher = (e: TimelineEvent) => boolean;
  const is =
    (code: string, empty?: string): Matcher =>
    (e) =>
      e.typeCode === code && (empty === undefined || e.emptyIndicator === empty);
  const notTranshipment =
    (m: Matcher): Matcher =>
    (e) =>
      m(e) && !(e.location && transhipmentSet.has(e.location));
  const at =
    (m: Matcher, location: string): Matcher =>
    (e) =>
      m(e) && e.location === location;
  const anyOf =
    (...ms: Matcher[]): Matcher =>
    (e) =>
      ms.some((m) => m(e));
  const containerMatchers: [MilestoneCode, Matcher, string | null][] = [
    ["EMPTY_PICKED_UP", anyOf(is("GTOT", "EMPTY"), is("PICK", "EMPTY")), null],
    ["GATED_IN", is("GTIN", "LADEN"), portOfLoading],
    ["LOADED", notTranshipment(is("LOAD")), portOfLoading],
    ...transhipments.flatMap((t): [MilestoneCode, Matcher, string | null][] => [
      ["TRANSHIPMENT_DISCHARGED", at(is("DISC"), t), t],
      ["TRANSHIPMENT_LOADED", at(is("LOAD"), t), t],
    ]),
    ["DISCHARGED", notTranshipment(is("DISC")), portOfDischarge],
    ["GATED_OUT", is("GTOT", "LADEN"), portOfDischarge],
    ["EMPTY_RETURNED", anyOf(is("GTIN", "EMPTY"), is("DROP", "EMPTY")), null],
  ];
  const byContainer = new Map<string, TimelineEvent[]>();
  for (const e of equipmentWon) {
    if (!e.equipmentReference) continue;
    const list = byContainer.get(e.equipmentReference) ?? [];
    list.push(e);
    byContainer.set(e.equipmentReference, list);
  }
  /** Per classifier, the newest winning event of this container matching the milestone. */
  function containerTimes(ref: string, match: Matcher): Times {
    const times = emptyTimes();
    for (const e of byContainer.get(ref) ?? []) {
      if (!match(e)) continue;
      const current = times[e.classifier];
      if (!current || newer(e, current)) times[e.classifier] = e;
    }
    return times;
  }
  const equipment = containers.map((ref) => ({
    equipmentReference: ref,
    milestones: containerMatchers.map(([code, match, location]) => {
      const times = containerTimes(ref, match);
      return milestone(
        code,
        location ?? times.ACT?.location ?? times.EST?.location ?? times.PLN?.location ?? null,
        times,
      );
    }),
  }));
  /**
   * The shipment's view of a container milestone: actual once every container has it (the last
   * one's time), planned and estimated the latest among the containers.
   */
  function aggregate(code: MilestoneCode, index: number): Milestone {
    const rows = equipment.map((c) => c.milestones[index]!);
    const latest = (values: (string | null)[]) =>
      values
        .filter((v): v is string => !!v)
        .sort()
        .at(-1) ?? null;
    const actuals = rows.map((r) => r.actual);
    return {
      code,
      label: MILESTONE_LABELS[code],
      location: containerMatchers[index]![2] ?? rows.find((r) => r.location)?.location ?? null,
      planned: latest(rows.map((r) => r.planned)),
      estimated: latest(rows.map((r) => r.estimated)),
      actual: rows.length > 0 && actuals.every(Boolean) ? latest(actuals) : null,
    };
  }
  const containerIndex = (code: MilestoneCode) => containerMatchers.findIndex(([c]) => c === code);

  // 4. The shipment's milestones, in voyage order.
  const booking = emptyTimes();
  for (const e of won) {
    if (
      e.eventType === "SHIPMENT" &&
      e.typeCode === "CONF" &&
      (e.documentTypeCode === "BKG" || e.documentTypeCode === "CBR")
    ) {
      const current = booking[e.classifier];
      if (!current || newer(e, current)) booking[e.classifier] = e;
    }
  }
  const call = (loc: string | null) => (loc ? calls.get(loc) : undefined);
  const milestones: Milestone[] = [
    milestone("BOOKING_CONFIRMED", null, booking),
    aggregate("EMPTY_PICKED_UP", containerIndex("EMPTY_PICKED_UP")),
    aggregate("GATED_IN", containerIndex("GATED_IN")),
    aggregate("LOADED", containerIndex("LOADED")),
    milestone("DEPARTED", portOfLoading, call(portOfLoading)?.depa ?? emptyTimes()),
    ...transhipments.flatMap((t) => [
      milestone("TRANSHIPMENT_ARRIVED", t, calls.get(t)!.arri),
      milestone("TRANSHIPMENT_DEPARTED", t, calls.get(t)!.depa),
    ]),
    milestone("ARRIVED", portOfDischarge, call(portOfDischarge)?.arri ?? emptyTimes()),
    aggregate("DISCHARGED", containerIndex("DISCHARGED")),
    aggregate("GATED_OUT", containerIndex("GATED_OUT")),
    aggregate("EMPTY_RETURNED", containerIndex("EMPTY_RETURNED")),
  ];

  // 5. Status: the last milestone that actually happened.
  let lastActual = -1;
  milestones.forEach((m, i) => {
    if (m.actual) lastActual = i;
  });
  const statusMilestone = lastActual >= 0 ? milestones[lastActual]! : null;
  const status = statusOf(statusMilestone?.code ?? null, events.length > 0);
  const upcoming = milestones.slice(lastActual + 1);
  const nextMilestone = upcoming.find((m) => m.estimated || m.planned) ?? upcoming[0] ?? null;

  // 6. ETA at the port of discharge, and how it moved.
  const pod = call(portOfDischarge);
  const arrivalEvents = portOfDischarge
    ? events
        .filter((e) => e.eventType === "TRANSPORT" && e.typeCode === "ARRI" && e.location === portOfDischarge)
        .sort((a, b) => (newer(a, b) ? 1 : -1))
    : [];
  const history: EtaHistoryEntry[] = [];
  let latestEst: TimelineEvent | null = null;
  let latestPln: TimelineEvent | null = null;
  let firstPlan: TimelineEvent | null = null;
  let firstEst: TimelineEvent | null = null;
  for (const e of arrivalEvents) {
    if (e.classifier === "EST") {
      latestEst = e;
      firstEst ??= e;
    } else if (e.classifier === "PLN") {
      latestPln = e;
      firstPlan ??= e;
    } else continue;
    const current = latestEst ?? latestPln!;
    const last = history.at(-1);
    if (!last || last.dateTime !== iso(current.at) || last.classifier !== current.classifier)
      history.push({ dateTime: iso(current.at)!, classifier: current.classifier, changedAt: iso(e.createdAt)! });
  }
  const actualArrival = pod?.arri.ACT ?? null;
  const estimate = pod ? (pod.arri.EST ?? pod.arri.PLN) : null;
  const etaEvent = actualArrival ?? estimate;
  const distinct = [...new Set(history.map((h) => h.dateTime))];
  const etaIso = iso(etaEvent?.at);
  let previous: string | null = null;
  if (actualArrival) previous = estimate ? iso(estimate.at) : null;
  else if (etaIso) previous = distinct.filter((d) => d !== etaIso).at(-1) ?? null;
  if (previous === etaIso) previous = null;
  const firstPlanned = firstPlan ?? firstEst;
  const delayHours = etaEvent && firstPlanned ? Math.round((etaEvent.at - firstPlanned.at) / 360_000) / 10 : null;

  const routePorts = [portOfLoading, ...transhipments, portOfDischarge].filter((p): p is string => !!p);
  return {
    status,
    statusMilestone,
    milestones,
    equipment,
    eta: { dateTime: etaIso, classifier: etaEvent?.classifier ?? null, previous, history },
    firstPlannedArrival: iso(firstPlanned?.at),
    delayHours: delayHours === 0 ? 0 : delayHours,
    portOfLoading,
    portOfDischarge,
    transhipments,
    nextMilestone,
    superseded,
    departedAt: iso(call(portOfLoading)?.depa.ACT?.at),
    arrivedAt: iso(actualArrival?.at),
    calls: [...new Set(routePorts)].map((location) => {
      const c = calls.get(location);
      const arrival = c ? (c.arri.ACT ?? c.arri.EST ?? c.arri.PLN) : null;
      return {
        location,
        departedAt: c?.depa.ACT?.at ?? null,
        arrivalAt: arrival?.at ?? null,
        arrived: !!c?.arri.ACT,
      };
    }),
  };
}

function statusOf(code: MilestoneCode | null, hasEvents: boolean): TimelineStatus {
  switch (code) {
    case null:
      return hasEvents ? "booked" : "awaiting_events";
    case "BOOKING_CONFIRMED":
      return "booked";
    case "EMPTY_PICKED_UP":
    case "GATED_IN":
    case "LOADED":
      return "at_origin";
    case "ARRIVED":
    case "DISCHARGED":
      return "arrived";
    case "GATED_OUT":
      return "delivered";
    case "EMPTY_RETURNED":
      return "completed";
    default:
      return "in_transit";
  }
}

/** The engine's view of a stored DCSA event (validated beforehand against the 2.2 schema). */
export function normaliseEvent(raw: Record<string, unknown>): TimelineEvent {
  const str = (v: unknown) => (typeof v === "string" && v ? v : null);
  const obj = (v: unknown) => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});
  const transportCall = obj(raw.transportCall);
  const eventType = str(raw.eventType) ?? "SHIPMENT";
  const typeCode =
    eventType === "TRANSPORT"
      ? str(raw.transportEventTypeCode)
      : eventType === "EQUIPMENT"
        ? str(raw.equipmentEventTypeCode)
        : str(raw.shipmentEventTypeCode);
  const location = str(transportCall.UNLocationCode) ?? str(obj(raw.eventLocation).UNLocationCode) ?? null;
  return {
    eventId: String(raw.eventID).toLowerCase(),
    eventType,
    classifier: (str(raw.eventClassifierCode) ?? "ACT") as Classifier,
    typeCode: typeCode ?? "",
    at: Date.parse(String(raw.eventDateTime)),
    createdAt: Date.parse(String(raw.eventCreatedDateTime)),
    equipmentReference: str(raw.equipmentReference)?.toUpperCase() ?? null,
    location: location?.toUpperCase() ?? null,
    emptyIndicator: str(raw.emptyIndicatorCode),
    documentTypeCode: str(raw.documentTypeCode),
  };
}
