/**
 * The eBL control vocabulary the schema stores (the `envelope_status` enum and the `control`
 * column). Pure: no imports, so lib/ebl/rules.ts, the browser and the offline verifier can use
 * it without pulling in Drizzle.
 */
export const ENVELOPE_STATES = [
  "DRAFT",
  "ISSUED",
  "PENDING_SURRENDER_FOR_DELIVERY",
  "SURRENDERED_FOR_DELIVERY",
  "PENDING_SURRENDER_FOR_AMENDMENT",
  "SURRENDERED_FOR_AMENDMENT",
  "VOIDED",
] as const;
export type EnvelopeState = (typeof ENVELOPE_STATES)[number];

/** Who controls the bill, and what that allows. Stored on the envelope (`control`) after every action. */
export type ControlState = {
  status: EnvelopeState;
  isToOrder: boolean;
  issuer: string;
  shipper: string;
  /** The named consignee of a straight bill. */
  consignee: string | null;
  possessor: string | null;
  /** The named endorsee of a to-order bill; null before the first endorsement and when blank-endorsed. */
  endorsee: string | null;
  blankEndorsed: boolean;
  /** False once endorsed with ENDORSE: that endorsee cannot endorse further (DCSA). */
  endorsable: boolean;
  /** Who asked for the pending (or accepted) surrender. */
  surrenderRequester: string | null;
  /** The state before the last transfer, which its recipient may refuse as the very next action. */
  refusable: { by: string; previous: Omit<ControlState, "refusable"> } | null;
};
