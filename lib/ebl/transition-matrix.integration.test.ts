import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as endorseRoute } from "@/app/api/envelopes/[id]/endorse/route";
import { POST as issueRoute } from "@/app/api/envelopes/[id]/issue/route";
import { GET as getRoute } from "@/app/api/envelopes/[id]/route";
import { POST as refuseRoute } from "@/app/api/envelopes/[id]/refuse/route";
import { POST as responseRoute } from "@/app/api/envelopes/[id]/surrender-response/route";
import { POST as surrenderRoute } from "@/app/api/envelopes/[id]/surrender/route";
import { POST as voidRoute } from "@/app/api/envelopes/[id]/void/route";
import { POST as createRoute } from "@/app/api/envelopes/route";
import {
  registerUnverifiedUser,
  registerVerifiedUser,
  sampleTransportDocument,
  type EblUser,
  connectAccounts,
  forgetLookups,
} from "@/test/ebl";
import { expectedOutcome, EXPECTED } from "@/test/ebl-expected";
import { RECIPIENT_ORDER, ROLES, STATES, type PartyKey, type StateFixture } from "@/test/ebl-states";
import { call, type CallResult } from "@/test/http";
import { withTemporaryBlobStore } from "@/test/suite-fixtures";
import { EBL_ACTIONS, type EblAction } from "./rules";

/**
 * The transition table through the real API: every state of test/ebl-states.ts built by real
 * actions, then every action by every role. Allowed cells answer 200 (each on a fresh bill
 * built to that state, since it changes the bill); refused ones 422 with the table's rule
 * (test/ebl-expected.ts, the same table the unit test checks); anyone not party to the bill
 * 404, whatever the action.
 */
withTemporaryBlobStore("ebl-matrix");

const users = {} as Record<PartyKey, EblUser>;
beforeAll(async () => {
  users.C = await registerVerifiedUser("shipping_line", "Oceanic Lines Private Limited", "Carl");
  users.S = await registerVerifiedUser("exporter", "Asha Exports Private Limited", "Asha");
  users.N = await registerVerifiedUser("importer", "Hanse Imports Private Limited", "Hans");
  users.E = await registerVerifiedUser("bank", "Coastal Bank Limited", "Meera");
  users.H = await registerVerifiedUser("importer", "Harbour Traders Private Limited", "Hari");
  users.X = await registerVerifiedUser("exporter", "Stranger Exports Limited", "Sam");
  await connectAccounts(users.C, users.S, users.N, users.E, users.H);
}, 240_000);
beforeEach(() => forgetLookups(...Object.values(users)));

const keyOf = (id: string) => (Object.keys(users) as PartyKey[]).find((k) => users[k].id === id)!;

/** One action through its endpoint, as a client sends it. */
function act(
  action: EblAction,
  by: PartyKey,
  envelopeId: string,
  lastChecksum: string | null,
  to?: PartyKey,
): Promise<CallResult> {
  const base = { method: "POST", token: users[by].token, params: { id: envelopeId } };
  const expected = lastChecksum ? { expectedLastEntryChecksum: lastChecksum } : {};
  switch (action) {
    case "ISSUE":
      return call(issueRoute, { ...base, json: expected });
    case "TRANSFER":
    case "ENDORSE":
    case "ENDORSE_TO_ORDER":
    case "BLANK_ENDORSE":
      return call(endorseRoute, {
        ...base,
        json: {
          actionCode: action,
          ...(to ? { recipient: users[to].email } : {}),
          expectedLastEntryChecksum: lastChecksum ?? "0".repeat(64),
        },
      });
    case "SURRENDER_FOR_DELIVERY":
    case "SURRENDER_FOR_AMENDMENT":
      return call(surrenderRoute, {
        ...base,
        json: { type: action === "SURRENDER_FOR_DELIVERY" ? "DELIVERY" : "AMENDMENT", ...expected },
      });
    case "SACC":
    case "SREJ":
      return call(responseRoute, {
        ...base,
        json: {
          accept: action === "SACC",
          ...(action === "SREJ" ? { comment: "Documents do not match." } : {}),
          ...expected,
        },
      });
    case "REFUSE":
      return call(refuseRoute, { ...base, json: expected });
    case "VOID":
      return call(voidRoute, { ...base, json: { reason: "Replaced after amendment.", ...expected } });
  }
}

type Built = {
  id: string;
  lastChecksum: string | null;
  possessor: PartyKey | null;
  lastRecipient: PartyKey | null;
  parties: Set<PartyKey>;
};

/** A fresh bill in the fixture's state, built by real actions. */
async function build(fixture: StateFixture): Promise<Built> {
  const created = await call(createRoute, {
    method: "POST",
    token: users.S.token,
    json: {
      carrier: users.C.email,
      ...(fixture.isToOrder ? {} : { consignee: users.N.email }),
      transportDocument: sampleTransportDocument({ isToOrder: fixture.isToOrder }),
    },
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id: string = created.body.envelope.id;
  // A draft is its creator's (S) and its carrier's (C); the consignee of a straight bill gets it at issue.
  const parties = new Set<PartyKey>(fixture.isToOrder || fixture.steps.length === 0 ? ["C", "S"] : ["C", "S", "N"]);
  let lastChecksum: string | null = null;
  let possessor: PartyKey | null = null;
  let lastRecipient: PartyKey | null = null;
  for (const step of fixture.steps) {
    const res = await act(step.action, step.by, id, lastChecksum, step.to);
    if (res.status !== 200)
      throw new Error(`${fixture.name}: ${step.action} by ${step.by}: ${res.status} ${JSON.stringify(res.body)}`);
    lastChecksum = res.body.envelope.lastEntryChecksum;
    possessor = res.body.envelope.possessor ? keyOf(res.body.envelope.possessor.id) : null;
    lastRecipient = res.body.entry.recipient ? keyOf(res.body.entry.recipient.id) : null;
    parties.add(step.by);
    if (lastRecipient) parties.add(lastRecipient);
  }
  return { id, lastChecksum, possessor, lastRecipient, parties };
}

const FIXED: Record<string, PartyKey> = { issuer: "C", shipper: "S", consignee: "N", endorsee: "E", stranger: "X" };

describe("the transition matrix through the API", () => {
  for (const fixture of STATES) {
    it(
      fixture.name,
      async () => {
        const bill = await build(fixture);
        const cells: { action: EblAction; by: PartyKey; outcome: string }[] = [];
        for (const action of EBL_ACTIONS) {
          const seen = new Set<PartyKey>();
          for (const role of ROLES) {
            const by =
              role === "possessor" ? bill.possessor : role === "lastRecipient" ? bill.lastRecipient : FIXED[role]!;
            if (!by || seen.has(by)) continue;
            seen.add(by);
            cells.push({
              action,
              by,
              outcome: bill.parties.has(by) ? expectedOutcome(EXPECTED[fixture.name]![action], role) : "not_found",
            });
          }
        }
        // Refusals leave the bill unchanged: all of them on this one bill.
        for (const cell of cells.filter((c) => c.outcome !== "ok")) {
          const to = RECIPIENT_ORDER.find((p) => p !== cell.by);
          const res = await act(
            cell.action,
            cell.by,
            bill.id,
            bill.lastChecksum,
            cell.action === "BLANK_ENDORSE" ? undefined : to,
          );
          const label = `${cell.action} by ${cell.by}: ${JSON.stringify(res.body)}`;
          if (cell.outcome === "not_found") expect(res.status, label).toBe(404);
          else {
            expect(res.status, label).toBe(422);
            expect(res.body.rule, label).toBe(cell.outcome);
          }
        }
        const after = await call(getRoute, { token: users.C.token, params: { id: bill.id } });
        expect(after.body.envelope.lastEntryChecksum).toBe(bill.lastChecksum);
        // Each allowed cell on a fresh bill in the same state.
        for (const cell of cells.filter((c) => c.outcome === "ok")) {
          const fresh = await build(fixture);
          const to = RECIPIENT_ORDER.find((p) => p !== cell.by);
          const res = await act(
            cell.action,
            cell.by,
            fresh.id,
            fresh.lastChecksum,
            cell.action === "BLANK_ENDORSE" ? undefined : to,
          );
          expect(res.status, `${cell.action} by ${cell.by}: ${JSON.stringify(res.body)}`).toBe(200);
          expect(res.body.entry).toMatchObject({
            actionCode: cell.action,
            actor: { id: users[cell.by].id },
            previousChecksum: fresh.lastChecksum,
          });
          expect(res.body.envelope.lastEntryChecksum).toBe(res.body.entry.checksum);
        }
      },
      180_000,
    );
  }
});

describe("verification", () => {
  it("a party whose business is not verified gets 403 verification_required for every control action", async () => {
    const unverifiedConsignee = await registerUnverifiedUser("importer", "Uma");
    await connectAccounts(users.S, unverifiedConsignee);
    const created = await call(createRoute, {
      method: "POST",
      token: users.S.token,
      json: {
        carrier: users.C.email,
        consignee: unverifiedConsignee.email,
        transportDocument: sampleTransportDocument(),
      },
    });
    const id = created.body.envelope.id;
    await call(issueRoute, { method: "POST", token: users.C.token, params: { id }, json: {} });
    const viewed = await call(getRoute, { token: unverifiedConsignee.token, params: { id } });
    expect(viewed.status).toBe(200);
    const checksum = viewed.body.envelope.lastEntryChecksum;
    for (const [route, json] of [
      [endorseRoute, { actionCode: "TRANSFER", recipient: users.H.email, expectedLastEntryChecksum: checksum }],
      [surrenderRoute, { type: "DELIVERY" }],
      [refuseRoute, {}],
      [responseRoute, { accept: true }],
      [voidRoute, { reason: "x" }],
      [issueRoute, {}],
    ] as const) {
      const res = await call(route, { method: "POST", token: unverifiedConsignee.token, params: { id }, json });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("verification_required");
    }
  });
});
