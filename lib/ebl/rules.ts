/**
 * The eBL transition table: who may take which control action in which state, and what the
 * action does. The single source of truth for the API (lib/ebl/actions), the screens (which
 * actions to offer) and the offline verifier (which replays a chain from ISSUE). Pure: no I/O,
 * no imports beyond types, so it runs in the browser and the CLI too.
 *
 * Parties are opaque ids: user ids on the platform, which are also the `partyCode` of each
 * party's Exportly identifying code in a signed chain entry, so a replay reaches the same result.
 */

import type { ControlState, EnvelopeState } from "../../models/ebl-control";

// The states and the control record are stored columns, so they live with the schema (a relative
// path: the offline verifier CLI loads this file through tsx, outside the app's path aliases); the
// screens and the verifier import them from here.
export { ENVELOPE_STATES, type ControlState, type EnvelopeState } from "../../models/ebl-control";

/**
 * DCSA PINT 3.0 action codes, plus two of ours the DCSA list lacks: REFUSE (the recipient of
 * the last transfer sends it back, as the very next action; TradeTrust's "reject transfer") and
 * VOID (the carrier voids a bill surrendered for amendment).
 */
export const EBL_ACTIONS = [
  "ISSUE",
  "TRANSFER",
  "ENDORSE",
  "ENDORSE_TO_ORDER",
  "BLANK_ENDORSE",
  "SURRENDER_FOR_DELIVERY",
  "SURRENDER_FOR_AMENDMENT",
  "SACC",
  "SREJ",
  "REFUSE",
  "VOID",
] as const;
export type EblAction = (typeof EBL_ACTIONS)[number];

export const ENDORSE_ACTIONS = ["TRANSFER", "ENDORSE", "ENDORSE_TO_ORDER", "BLANK_ENDORSE"] as const;
export type EndorseAction = (typeof ENDORSE_ACTIONS)[number];

export type ActionRequest = {
  action: EblAction;
  actor: string;
  /** Required for TRANSFER, ENDORSE, ENDORSE_TO_ORDER; optional for BLANK_ENDORSE; implied for the rest. */
  recipient?: string | null;
};

/** Every rule a refusal can name. The API answers 422 with `rule` set to one of these. */
export const EBL_RULES = {
  wrong_state: "This action is not possible while the eBL is {status}.",
  not_issuer: "Only the issuing carrier can do this.",
  not_possessor: "Only the current possessor of the eBL can do this.",
  straight_bill: "A straight bill cannot be endorsed: its possession can only be transferred.",
  not_title_holder:
    "Only the current endorsee (or the shipper, before the first endorsement) can endorse or surrender this bill.",
  not_endorsable: "This endorsee was endorsed without the right to endorse further.",
  already_blank_endorsed: "The bill is already endorsed in blank.",
  not_consignee: "Only the named consignee can surrender this straight bill for delivery.",
  not_consignee_or_shipper: "Only the shipper or the named consignee can surrender this straight bill for amendment.",
  recipient_required: "Choose who receives the eBL.",
  recipient_is_actor: "You cannot transfer the eBL to yourself.",
  wrong_recipient: "This action must be addressed to {expected}.",
  not_refusable: "Only the recipient of the last transfer can refuse it, and only as the very next action.",
} as const;
export type EblRule = keyof typeof EBL_RULES;

export type Decision =
  { ok: true; next: ControlState; recipient: string | null } | { ok: false; rule: EblRule; message: string };

/** The state of a draft, from the parties named on it. */
export function draftState(parties: {
  issuer: string;
  shipper: string;
  consignee?: string | null;
  endorsee?: string | null;
  isToOrder: boolean;
}): ControlState {
  return {
    status: "DRAFT",
    isToOrder: parties.isToOrder,
    issuer: parties.issuer,
    shipper: parties.shipper,
    consignee: parties.isToOrder ? null : (parties.consignee ?? null),
    possessor: null,
    endorsee: parties.isToOrder ? (parties.endorsee ?? null) : null,
    blankEndorsed: false,
    endorsable: true,
    surrenderRequester: null,
    refusable: null,
  };
}

/**
 * Who holds title: the named consignee of a straight bill; for a to-order bill the endorsee, or
 * the shipper before the first endorsement; nobody for a blank-endorsed bill (its bearer does).
 */
export function titleHolder(state: ControlState): string | null {
  if (!state.isToOrder) return state.consignee;
  if (state.blankEndorsed) return null;
  return state.endorsee ?? state.shipper;
}

/** The recipient an action must name, when the rules fix it; undefined when the actor chooses. */
export function impliedRecipient(state: ControlState, action: EblAction): string | null | undefined {
  switch (action) {
    case "ISSUE":
      return state.shipper;
    case "SURRENDER_FOR_DELIVERY":
    case "SURRENDER_FOR_AMENDMENT":
      return state.issuer;
    case "SACC":
    case "SREJ":
      return state.surrenderRequester;
    case "REFUSE":
      return state.refusable?.previous.possessor ?? null;
    case "VOID":
      return null;
    default:
      return undefined;
  }
}

const refuse = (rule: EblRule, vars: Record<string, string> = {}): Decision => ({
  ok: false,
  rule,
  message: EBL_RULES[rule].replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? key),
});

const STATE_OF_ACTION: Record<EblAction, readonly EnvelopeState[]> = {
  ISSUE: ["DRAFT"],
  TRANSFER: ["ISSUED"],
  ENDORSE: ["ISSUED"],
  ENDORSE_TO_ORDER: ["ISSUED"],
  BLANK_ENDORSE: ["ISSUED"],
  SURRENDER_FOR_DELIVERY: ["ISSUED"],
  SURRENDER_FOR_AMENDMENT: ["ISSUED"],
  SACC: ["PENDING_SURRENDER_FOR_DELIVERY", "PENDING_SURRENDER_FOR_AMENDMENT"],
  SREJ: ["PENDING_SURRENDER_FOR_DELIVERY", "PENDING_SURRENDER_FOR_AMENDMENT"],
  REFUSE: ["ISSUED"],
  VOID: ["SURRENDERED_FOR_AMENDMENT"],
};

function withoutRefusable(state: ControlState): Omit<ControlState, "refusable"> {
  const { refusable: _ignored, ...rest } = state;
  return rest;
}

/** Decide one action: the next state, or the rule that refuses it. */
export function decide(state: ControlState, request: ActionRequest): Decision {
  const { action, actor } = request;
  if (!STATE_OF_ACTION[action].includes(state.status))
    return refuse("wrong_state", { status: state.status.toLowerCase().replaceAll("_", " ") });

  const fixed = impliedRecipient(state, action);
  let recipient: string | null;
  if (fixed !== undefined) {
    if (request.recipient != null && request.recipient !== fixed)
      return refuse("wrong_recipient", { expected: fixed ?? "nobody" });
    recipient = fixed;
  } else {
    recipient = request.recipient ?? null;
    if (!recipient && action !== "BLANK_ENDORSE") return refuse("recipient_required");
    if (recipient === actor) return refuse("recipient_is_actor");
  }
  // A transfer may be refused only as the very next action: any later action clears that right.
  const base: ControlState = { ...state, refusable: null };
  const transferred = (changes: Partial<ControlState>): Decision => ({
    ok: true,
    recipient,
    next: { ...base, ...changes, refusable: recipient ? { by: recipient, previous: withoutRefusable(state) } : null },
  });

  switch (action) {
    case "ISSUE":
      if (actor !== state.issuer) return refuse("not_issuer");
      return { ok: true, recipient, next: { ...base, status: "ISSUED", possessor: state.shipper } };

    case "TRANSFER":
      if (actor !== state.possessor) return refuse("not_possessor");
      return transferred({ possessor: recipient });

    case "ENDORSE":
    case "ENDORSE_TO_ORDER":
    case "BLANK_ENDORSE": {
      if (!state.isToOrder) return refuse("straight_bill");
      if (actor !== state.possessor) return refuse("not_possessor");
      if (action === "BLANK_ENDORSE" && state.blankEndorsed) return refuse("already_blank_endorsed");
      // The bearer of a blank-endorsed bill may endorse it to a named party (a special endorsement).
      if (!state.blankEndorsed) {
        if (actor !== titleHolder(state)) return refuse("not_title_holder");
        if (!state.endorsable) return refuse("not_endorsable");
      }
      if (action === "BLANK_ENDORSE")
        return transferred({ endorsee: null, blankEndorsed: true, endorsable: true, possessor: recipient ?? actor });
      return transferred({
        endorsee: recipient,
        blankEndorsed: false,
        endorsable: action === "ENDORSE_TO_ORDER",
        possessor: recipient,
      });
    }

    case "SURRENDER_FOR_DELIVERY":
    case "SURRENDER_FOR_AMENDMENT": {
      if (actor !== state.possessor) return refuse("not_possessor");
      if (!state.isToOrder) {
        if (action === "SURRENDER_FOR_DELIVERY" && actor !== state.consignee) return refuse("not_consignee");
        if (action === "SURRENDER_FOR_AMENDMENT" && actor !== state.consignee && actor !== state.shipper)
          return refuse("not_consignee_or_shipper");
      } else if (!state.blankEndorsed && actor !== titleHolder(state)) return refuse("not_title_holder");
      const status =
        action === "SURRENDER_FOR_DELIVERY" ? "PENDING_SURRENDER_FOR_DELIVERY" : "PENDING_SURRENDER_FOR_AMENDMENT";
      // The carrier holds the eBL until it answers (DCSA surrender API).
      return { ok: true, recipient, next: { ...base, status, possessor: state.issuer, surrenderRequester: actor } };
    }

    case "SACC":
      if (actor !== state.issuer) return refuse("not_issuer");
      return {
        ok: true,
        recipient,
        next: {
          ...base,
          status:
            state.status === "PENDING_SURRENDER_FOR_DELIVERY"
              ? "SURRENDERED_FOR_DELIVERY"
              : "SURRENDERED_FOR_AMENDMENT",
        },
      };

    case "SREJ":
      if (actor !== state.issuer) return refuse("not_issuer");
      return {
        ok: true,
        recipient,
        next: { ...base, status: "ISSUED", possessor: state.surrenderRequester, surrenderRequester: null },
      };

    case "REFUSE":
      if (!state.refusable || actor !== state.refusable.by || actor !== state.possessor) return refuse("not_refusable");
      return { ok: true, recipient, next: { ...state.refusable.previous, refusable: null } };

    case "VOID":
      if (actor !== state.issuer) return refuse("not_issuer");
      return { ok: true, recipient, next: { ...base, status: "VOIDED", possessor: null } };
  }
}

/** The actions `user` may take now (those needing a recipient are offered if any recipient would do). */
export function availableActions(state: ControlState, user: string): EblAction[] {
  const probe = "\u0000any-other-party";
  return EBL_ACTIONS.filter((action) => {
    const recipient = impliedRecipient(state, action) === undefined ? probe : undefined;
    return decide(state, { action, actor: user, recipient }).ok;
  });
}

/** Terminal states: nothing more can happen to the bill. */
export const isTerminal = (status: EnvelopeState): boolean =>
  status === "SURRENDERED_FOR_DELIVERY" || status === "VOIDED";
