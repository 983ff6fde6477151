import { describe, expect, it } from "vitest";
import { expectedOutcome, EXPECTED } from "@/test/ebl-expected";
import { RECIPIENT_ORDER, ROLES, STATES, type PartyKey, type Role, type StateFixture } from "@/test/ebl-states";
import {
  availableActions,
  decide,
  draftState,
  EBL_ACTIONS,
  impliedRecipient,
  isTerminal,
  titleHolder,
  type ControlState,
} from "./rules";

/** Replays a fixture's steps from its draft; every step must be allowed. */
function replay(fixture: StateFixture): { state: ControlState; lastRecipient: string | null } {
  let state = draftState({
    issuer: "C",
    shipper: "S",
    consignee: fixture.isToOrder ? null : "N",
    isToOrder: fixture.isToOrder,
  });
  let lastRecipient: string | null = null;
  for (const step of fixture.steps) {
    const decision = decide(state, { action: step.action, actor: step.by, recipient: step.to });
    if (!decision.ok) throw new Error(`${fixture.name}: ${step.action} by ${step.by} refused (${decision.rule})`);
    state = decision.next;
    lastRecipient = decision.recipient;
  }
  return { state, lastRecipient };
}

function partyOf(role: Role, state: ControlState, lastRecipient: string | null): string | null {
  const fixed: Record<string, PartyKey> = { issuer: "C", shipper: "S", consignee: "N", endorsee: "E", stranger: "X" };
  if (role === "possessor") return state.possessor;
  if (role === "lastRecipient") return lastRecipient;
  return fixed[role]!;
}

describe("the transition table, exhaustively: every state × action × role", () => {
  it("has an expected row for every state and action", () => {
    expect(Object.keys(EXPECTED)).toEqual(STATES.map((s) => s.name));
    for (const name of Object.keys(EXPECTED)) expect(Object.keys(EXPECTED[name]!)).toEqual([...EBL_ACTIONS]);
  });

  for (const fixture of STATES) {
    describe(fixture.name, () => {
      const { state, lastRecipient } = replay(fixture);
      for (const action of EBL_ACTIONS) {
        it(action, () => {
          for (const role of ROLES) {
            const actor = partyOf(role, state, lastRecipient);
            if (!actor) continue;
            const chooses = impliedRecipient(state, action) === undefined && action !== "BLANK_ENDORSE";
            const recipient = chooses ? RECIPIENT_ORDER.find((p) => p !== actor) : undefined;
            const decision = decide(state, { action, actor, recipient });
            expect(decision.ok ? "ok" : decision.rule, `${role} (${actor})`).toBe(
              expectedOutcome(EXPECTED[fixture.name]![action], role),
            );
            if (!decision.ok) expect(decision.message.length).toBeGreaterThan(10);
          }
        });
      }
    });
  }
});

const straightIssued = () => replay(STATES.find((s) => s.name === "straight issued")!).state;
const toOrderIssued = () => replay(STATES.find((s) => s.name === "to-order issued")!).state;

describe("what each action does", () => {
  it("ISSUE gives possession to the shipper; a straight bill's title stays with the consignee", () => {
    const state = straightIssued();
    expect(state).toMatchObject({ status: "ISSUED", possessor: "S", consignee: "N", refusable: null });
    expect(titleHolder(state)).toBe("N");
  });

  it("TRANSFER moves possession only; the recipient may refuse it as the very next action, which restores the state before", () => {
    const before = toOrderIssued();
    const transfer = decide(before, { action: "TRANSFER", actor: "S", recipient: "H" });
    if (!transfer.ok) throw new Error(transfer.rule);
    expect(transfer.next).toMatchObject({ possessor: "H", endorsee: null, refusable: { by: "H" } });
    expect(titleHolder(transfer.next)).toBe("S");
    const refused = decide(transfer.next, { action: "REFUSE", actor: "H" });
    if (!refused.ok) throw new Error(refused.rule);
    expect(refused.recipient).toBe("S");
    expect(refused.next).toEqual({ ...before, refusable: null });
    // After any other action, the right to refuse is gone.
    const onward = decide(transfer.next, { action: "TRANSFER", actor: "H", recipient: "E" });
    if (!onward.ok) throw new Error(onward.rule);
    expect(decide(onward.next, { action: "REFUSE", actor: "H" })).toMatchObject({ ok: false, rule: "not_refusable" });
  });

  it("ENDORSE names an endorsee who may not endorse further; ENDORSE_TO_ORDER one who may", () => {
    const endorsed = decide(toOrderIssued(), { action: "ENDORSE", actor: "S", recipient: "E" });
    const toOrder = decide(toOrderIssued(), { action: "ENDORSE_TO_ORDER", actor: "S", recipient: "E" });
    expect(endorsed).toMatchObject({ ok: true, next: { endorsee: "E", possessor: "E", endorsable: false } });
    expect(toOrder).toMatchObject({ ok: true, next: { endorsee: "E", possessor: "E", endorsable: true } });
  });

  it("BLANK_ENDORSE makes the bill a bearer bill, kept or handed to a bearer who may endorse it to a name", () => {
    const kept = decide(toOrderIssued(), { action: "BLANK_ENDORSE", actor: "S" });
    expect(kept).toMatchObject({
      ok: true,
      recipient: null,
      next: { blankEndorsed: true, endorsee: null, possessor: "S", refusable: null },
    });
    const handed = decide(toOrderIssued(), { action: "BLANK_ENDORSE", actor: "S", recipient: "H" });
    if (!handed.ok) throw new Error(handed.rule);
    expect(titleHolder(handed.next)).toBeNull();
    expect(decide(handed.next, { action: "ENDORSE_TO_ORDER", actor: "H", recipient: "E" })).toMatchObject({
      ok: true,
      next: { blankEndorsed: false, endorsee: "E" },
    });
  });

  it("a surrender goes to the issuer, who holds the bill until it answers; SREJ gives it back, SACC ends or opens the void", () => {
    const pending = decide(straightIssued(), { action: "SURRENDER_FOR_AMENDMENT", actor: "S" });
    if (!pending.ok) throw new Error(pending.rule);
    expect(pending).toMatchObject({
      recipient: "C",
      next: { status: "PENDING_SURRENDER_FOR_AMENDMENT", possessor: "C", surrenderRequester: "S" },
    });
    expect(decide(pending.next, { action: "SREJ", actor: "C" })).toMatchObject({
      ok: true,
      recipient: "S",
      next: { status: "ISSUED", possessor: "S", surrenderRequester: null },
    });
    const accepted = decide(pending.next, { action: "SACC", actor: "C" });
    if (!accepted.ok) throw new Error(accepted.rule);
    expect(accepted).toMatchObject({ recipient: "S", next: { status: "SURRENDERED_FOR_AMENDMENT" } });
    expect(decide(accepted.next, { action: "VOID", actor: "C" })).toMatchObject({
      ok: true,
      recipient: null,
      next: { status: "VOIDED", possessor: null },
    });
    expect(
      isTerminal("VOIDED") && isTerminal("SURRENDERED_FOR_DELIVERY") && !isTerminal("SURRENDERED_FOR_AMENDMENT"),
    ).toBe(true);
  });
});

describe("recipients", () => {
  it("a choosing action needs a recipient other than the actor; a fixed one refuses any other", () => {
    expect(decide(straightIssued(), { action: "TRANSFER", actor: "S" })).toMatchObject({
      ok: false,
      rule: "recipient_required",
    });
    expect(decide(straightIssued(), { action: "TRANSFER", actor: "S", recipient: "S" })).toMatchObject({
      ok: false,
      rule: "recipient_is_actor",
    });
    expect(decide(straightIssued(), { action: "SURRENDER_FOR_AMENDMENT", actor: "S", recipient: "H" })).toMatchObject({
      ok: false,
      rule: "wrong_recipient",
      message: "This action must be addressed to C.",
    });
    expect(decide(straightIssued(), { action: "SURRENDER_FOR_AMENDMENT", actor: "S", recipient: "C" })).toMatchObject({
      ok: true,
    });
  });

  it("names the state in a wrong_state message", () => {
    expect(decide(straightIssued(), { action: "SACC", actor: "C" })).toMatchObject({
      ok: false,
      message: "This action is not possible while the eBL is issued.",
    });
  });
});

describe("availableActions", () => {
  it("offers each party exactly the actions decide allows", () => {
    const state = straightIssued();
    expect(availableActions(state, "S")).toEqual(["TRANSFER", "SURRENDER_FOR_AMENDMENT"]);
    expect(availableActions(state, "C")).toEqual([]);
    expect(availableActions(toOrderIssued(), "S")).toEqual([
      "TRANSFER",
      "ENDORSE",
      "ENDORSE_TO_ORDER",
      "BLANK_ENDORSE",
      "SURRENDER_FOR_DELIVERY",
      "SURRENDER_FOR_AMENDMENT",
    ]);
    expect(availableActions(draftState({ issuer: "C", shipper: "S", isToOrder: false }), "C")).toEqual(["ISSUE"]);
  });
});
