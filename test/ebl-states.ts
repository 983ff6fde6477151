import type { EblAction } from "@/lib/ebl/rules";

/**
 * The states of the exhaustive transition tests (lib/ebl/rules.test.ts on the pure table,
 * lib/ebl/transition-matrix.integration.test.ts through the API), each built by replaying
 * real actions from a draft. Parties: C the issuing carrier, S the shipper, N the consignee of
 * a straight bill, E an endorsee, H another holder, X a stranger.
 */
export type PartyKey = "C" | "S" | "N" | "E" | "H" | "X";
export type Step = { action: EblAction; by: PartyKey; to?: PartyKey };
export type StateFixture = { name: string; isToOrder: boolean; steps: Step[] };

const issue: Step = { action: "ISSUE", by: "C" };

export const STATES: StateFixture[] = [
  { name: "straight draft", isToOrder: false, steps: [] },
  { name: "straight issued", isToOrder: false, steps: [issue] },
  {
    name: "straight transferred to the consignee",
    isToOrder: false,
    steps: [issue, { action: "TRANSFER", by: "S", to: "N" }],
  },
  {
    name: "straight transferred on to another holder",
    isToOrder: false,
    steps: [issue, { action: "TRANSFER", by: "S", to: "N" }, { action: "TRANSFER", by: "N", to: "H" }],
  },
  {
    name: "straight transfer refused",
    isToOrder: false,
    steps: [issue, { action: "TRANSFER", by: "S", to: "N" }, { action: "REFUSE", by: "N" }],
  },
  {
    name: "straight pending surrender for delivery",
    isToOrder: false,
    steps: [issue, { action: "TRANSFER", by: "S", to: "N" }, { action: "SURRENDER_FOR_DELIVERY", by: "N" }],
  },
  {
    name: "straight surrender for delivery rejected",
    isToOrder: false,
    steps: [
      issue,
      { action: "TRANSFER", by: "S", to: "N" },
      { action: "SURRENDER_FOR_DELIVERY", by: "N" },
      { action: "SREJ", by: "C" },
    ],
  },
  {
    name: "straight surrendered for delivery",
    isToOrder: false,
    steps: [
      issue,
      { action: "TRANSFER", by: "S", to: "N" },
      { action: "SURRENDER_FOR_DELIVERY", by: "N" },
      { action: "SACC", by: "C" },
    ],
  },
  {
    name: "straight pending surrender for amendment",
    isToOrder: false,
    steps: [issue, { action: "SURRENDER_FOR_AMENDMENT", by: "S" }],
  },
  {
    name: "straight surrendered for amendment",
    isToOrder: false,
    steps: [issue, { action: "SURRENDER_FOR_AMENDMENT", by: "S" }, { action: "SACC", by: "C" }],
  },
  {
    name: "straight voided",
    isToOrder: false,
    steps: [
      issue,
      { action: "SURRENDER_FOR_AMENDMENT", by: "S" },
      { action: "SACC", by: "C" },
      { action: "VOID", by: "C" },
    ],
  },
  { name: "to-order draft", isToOrder: true, steps: [] },
  { name: "to-order issued", isToOrder: true, steps: [issue] },
  {
    name: "to-order possession transferred without endorsement",
    isToOrder: true,
    steps: [issue, { action: "TRANSFER", by: "S", to: "H" }],
  },
  {
    name: "to-order endorsed to order",
    isToOrder: true,
    steps: [issue, { action: "ENDORSE_TO_ORDER", by: "S", to: "E" }],
  },
  {
    name: "to-order endorsed (no further endorsement)",
    isToOrder: true,
    steps: [issue, { action: "ENDORSE", by: "S", to: "E" }],
  },
  {
    name: "to-order endorsement refused",
    isToOrder: true,
    steps: [issue, { action: "ENDORSE_TO_ORDER", by: "S", to: "E" }, { action: "REFUSE", by: "E" }],
  },
  { name: "to-order blank-endorsed, kept", isToOrder: true, steps: [issue, { action: "BLANK_ENDORSE", by: "S" }] },
  {
    name: "to-order blank-endorsed to a bearer",
    isToOrder: true,
    steps: [issue, { action: "BLANK_ENDORSE", by: "S", to: "H" }],
  },
  {
    name: "to-order bearer endorsed it to order",
    isToOrder: true,
    steps: [issue, { action: "BLANK_ENDORSE", by: "S", to: "H" }, { action: "ENDORSE_TO_ORDER", by: "H", to: "E" }],
  },
  {
    name: "to-order pending surrender for delivery",
    isToOrder: true,
    steps: [issue, { action: "ENDORSE_TO_ORDER", by: "S", to: "E" }, { action: "SURRENDER_FOR_DELIVERY", by: "E" }],
  },
  {
    name: "to-order surrendered for delivery",
    isToOrder: true,
    steps: [
      issue,
      { action: "ENDORSE_TO_ORDER", by: "S", to: "E" },
      { action: "SURRENDER_FOR_DELIVERY", by: "E" },
      { action: "SACC", by: "C" },
    ],
  },
  {
    name: "to-order pending surrender for amendment",
    isToOrder: true,
    steps: [issue, { action: "SURRENDER_FOR_AMENDMENT", by: "S" }],
  },
  {
    name: "to-order surrender for amendment rejected",
    isToOrder: true,
    steps: [issue, { action: "SURRENDER_FOR_AMENDMENT", by: "S" }, { action: "SREJ", by: "C" }],
  },
];

/** The roles of the matrix: fixed parties, and who the state makes possessor and last-transfer recipient. */
export const ROLES = ["issuer", "shipper", "consignee", "endorsee", "possessor", "lastRecipient", "stranger"] as const;
export type Role = (typeof ROLES)[number];

/** The recipient a choosing action names in the matrix: the first of these parties that is not the actor. */
export const RECIPIENT_ORDER: PartyKey[] = ["H", "E", "N", "S"];
