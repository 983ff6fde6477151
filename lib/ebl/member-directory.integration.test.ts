import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as declineRoute } from "@/app/api/envelopes/[id]/decline/route";
import { POST as issueRoute } from "@/app/api/envelopes/[id]/issue/route";
import { GET as getRoute, PATCH as patchRoute } from "@/app/api/envelopes/[id]/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/envelopes/route";
import { PUT as updateUser } from "@/app/api/users/[id]/route";
import { getDb } from "@/lib/db/client";
import { RECIPIENT_LOOKUPS_PER_MINUTE } from "@/lib/limits/limits";
import { usedPoints } from "@/lib/limits/limiter";
import { auditLog } from "@/models";
import {
  connectAccounts,
  forgetLookups,
  registerUnverifiedUser,
  registerVerifiedUser,
  sampleTransportDocument,
  type EblUser,
} from "@/test/ebl";
import { call, uniqueEmail } from "@/test/http";
import { withMailbox, withTemporaryBlobStore } from "@/test/suite-fixtures";
import { eblNoticesSent } from "./notify";

withTemporaryBlobStore("ebl-directory");
withMailbox();
afterAll(() => eblNoticesSent());

let shipper: EblUser, carrier: EblUser, consignee: EblUser, typed: EblUser;
let outsideCarrier: EblUser, outsideImporter: EblUser;
beforeAll(async () => {
  shipper = await registerVerifiedUser("exporter", "Asha Exports Private Limited", "Asha");
  carrier = await registerVerifiedUser("shipping_line", "Oceanic Lines Private Limited", "Carl");
  consignee = await registerVerifiedUser("importer", "Hanse Imports Private Limited", "Hans");
  typed = await registerUnverifiedUser("importer", "Uma");
  outsideCarrier = await registerVerifiedUser("shipping_line", "Faraway Lines Limited", "Otto");
  outsideImporter = await registerUnverifiedUser("importer", "Ivo");
  await connectAccounts(shipper, carrier, consignee, typed);
}, 240_000);
beforeEach(() => forgetLookups(shipper, carrier, consignee, typed, outsideCarrier, outsideImporter));

const P = (id: string) => ({ params: { id } });
const create = (user: EblUser, json: unknown) => call(createRoute, { method: "POST", token: user.token, json });
const list = async (user: EblUser, qs = "") =>
  ((await call(listRoute, { token: user.token, path: `/api/envelopes${qs}` })).body.envelopes as { id: string }[]).map(
    (e) => e.id,
  );
/** An answer with the typed address (and id) taken out, to compare answers about different addresses. */
const withoutAddress = (body: unknown, ...typedValues: string[]) => {
  let text = JSON.stringify(body);
  for (const value of typedValues) text = text.replaceAll(value, "<typed>");
  return JSON.parse(text);
};

async function draft(by = shipper, body: Record<string, unknown> = {}) {
  const res = await create(by, {
    carrier: carrier.email,
    consignee: consignee.email,
    transportDocument: sampleTransportDocument(),
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.envelope;
}

describe("a draft does not tell who is a member", () => {
  it("answers the same for a member the creator does not work with and an address without an account, in every party field", async () => {
    const cases: [string, (address: string) => Record<string, unknown>][] = [
      ["carrier", (address) => ({ carrier: address })],
      ["consignee", (address) => ({ carrier: carrier.email, consignee: address })],
      ["shipper", (address) => ({ carrier: carrier.email, shipper: address })],
    ];
    for (const [field, body] of cases) {
      const nobody = uniqueEmail("nobody");
      const member = field === "carrier" ? outsideCarrier : outsideImporter;
      const toMember = await create(shipper, body(member.email));
      const toNobody = await create(shipper, body(nobody));
      expect([toMember.status, toNobody.status], field).toEqual([422, 422]);
      expect(toMember.body).toMatchObject({ rule: "unknown_party", issues: [{ path: field }] });
      expect(withoutAddress(toMember.body, member.email), field).toEqual(withoutAddress(toNobody.body, nobody));
      // Nothing about the account: not its name, company, role or id.
      const text = JSON.stringify(toMember.body);
      for (const secret of [member.id, member.legalName, "shipping line", "importer", member.role])
        expect(text, field).not.toContain(secret);
    }
    // By id, the same: a member's id and a random one.
    const byId = await create(shipper, { carrier: outsideCarrier.id });
    const byRandomId = await create(shipper, { carrier: "6f1b2c3d-0000-4000-8000-000000000000" });
    expect(byId.status).toBe(422);
    expect(withoutAddress(byId.body, outsideCarrier.id)).toEqual(
      withoutAddress(byRandomId.body, "6f1b2c3d-0000-4000-8000-000000000000"),
    );
    // The role check speaks only about accounts the creator already works with.
    const notCarrier = await create(shipper, { carrier: consignee.email });
    expect(notCarrier.body.rule).toBe("carrier_role");
  });

  it("counts every party a draft names against the recipient look-up cap", async () => {
    const before = await usedPoints("recipientLookup", shipper.id);
    await draft();
    expect(await usedPoints("recipientLookup", shipper.id)).toBe(before + 2);
    await create(shipper, { carrier: uniqueEmail("probe") });
    expect(await usedPoints("recipientLookup", shipper.id)).toBe(before + 3);
    for (let i = await usedPoints("recipientLookup", shipper.id); i < RECIPIENT_LOOKUPS_PER_MINUTE; i++)
      expect((await create(shipper, { carrier: uniqueEmail("probe") })).status).toBe(422);
    const throttled = await create(shipper, { carrier: outsideCarrier.email });
    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe("rate_limited");
  });

  it("shows a draft to its creator and, awaiting issue, to its carrier only; the others see the bill once issued", async () => {
    const envelope = await draft();
    expect(await list(shipper)).toContain(envelope.id);
    expect(await list(carrier, "?role=awaiting")).toContain(envelope.id);
    expect(await list(consignee)).not.toContain(envelope.id);
    expect((await call(getRoute, { token: consignee.token, ...P(envelope.id) })).status).toBe(404);
    const carrierView = await call(getRoute, { token: carrier.token, ...P(envelope.id) });
    expect(carrierView.body.envelope.availableActions).toEqual(expect.arrayContaining(["ISSUE", "EDIT", "DECLINE"]));
    const issued = await call(issueRoute, { method: "POST", token: carrier.token, json: {}, ...P(envelope.id) });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(await list(consignee)).toContain(envelope.id);
  });

  it("lets the carrier decline a draft: it leaves the carrier's list, the creator sees it declined, and it is audited", async () => {
    const envelope = await draft();
    const decline = (user: EblUser) =>
      call(declineRoute, { method: "POST", token: user.token, json: {}, ...P(envelope.id) });
    expect((await decline(shipper)).status).toBe(403);
    expect((await decline(consignee)).status).toBe(404);
    expect((await decline(carrier)).status).toBe(204);
    expect(await list(carrier)).not.toContain(envelope.id);
    expect((await call(getRoute, { token: carrier.token, ...P(envelope.id) })).status).toBe(404);
    const mine = await call(getRoute, { token: shipper.token, ...P(envelope.id) });
    expect(mine.body.envelope.draftDeclinedAt).toEqual(expect.any(String));
    const [audit] = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, envelope.id), eq(auditLog.action, "ebl.draft_declined")));
    expect(audit?.actorId).toBe(carrier.id);
    // Saving the draft again does not push it back on the carrier who declined it.
    const edited = await call(patchRoute, {
      method: "PATCH",
      token: shipper.token,
      json: { transportDocument: sampleTransportDocument({ transportDocumentReference: "AGAIN1" }) },
      ...P(envelope.id),
    });
    expect(edited.status).toBe(200);
    expect(await list(carrier)).not.toContain(envelope.id);
    // An issued bill cannot be declined.
    const other = await draft();
    await call(issueRoute, { method: "POST", token: carrier.token, json: {}, ...P(other.id) });
    expect((await call(declineRoute, { method: "POST", token: carrier.token, json: {}, ...P(other.id) })).status).toBe(
      422,
    );
  });

  it("marks a company name the account typed itself as unverified", async () => {
    const profile = await call(updateUser, {
      method: "PUT",
      token: typed.token,
      params: { id: typed.id },
      json: { company: "Uma Trading" },
    });
    expect(profile.status).toBe(200);
    const envelope = await draft(shipper, { consignee: typed.email });
    expect(envelope.consignee).toMatchObject({ id: typed.id, company: "Uma Trading", companyVerified: false });
    expect(envelope.issuer).toMatchObject({ company: "Oceanic Lines Private Limited", companyVerified: true });
  });
});

describe("lost updates of a draft", () => {
  it("refuses a stale expectedVersion with 409 and the current draft, and counts versions", async () => {
    const envelope = await draft();
    expect(envelope.draftVersion).toBe(1);
    const patch = (user: EblUser, json: Record<string, unknown>) =>
      call(patchRoute, { method: "PATCH", token: user.token, json, ...P(envelope.id) });
    const first = await patch(shipper, {
      expectedVersion: 1,
      transportDocument: sampleTransportDocument({ transportDocumentReference: "FIRST1" }),
    });
    expect(first.status).toBe(200);
    expect(first.body.envelope.draftVersion).toBe(2);
    const stale = await patch(carrier, {
      expectedVersion: 1,
      transportDocument: sampleTransportDocument({ transportDocumentReference: "LOST1" }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.envelope.transportDocument.transportDocumentReference).toBe("FIRST1");
    expect(stale.body.envelope.draftVersion).toBe(2);
    expect((await patch(shipper, { expectedVersion: 0 })).status).toBe(400);
  });

  it("does not let the carrier change the shipper (403), while the creator may", async () => {
    const envelope = await draft();
    const patch = (user: EblUser, json: Record<string, unknown>) =>
      call(patchRoute, { method: "PATCH", token: user.token, json, ...P(envelope.id) });
    const byCarrier = await patch(carrier, { shipper: consignee.email });
    expect(byCarrier.status).toBe(403);
    expect(byCarrier.body.message).toMatch(/carrier cannot change the draft's shipper/);
    // Naming the same shipper is no change, so the carrier's edit goes through.
    expect((await patch(carrier, { shipper: shipper.email })).status).toBe(200);
    expect((await call(getRoute, { token: shipper.token, ...P(envelope.id) })).body.envelope.shipper.id).toBe(
      shipper.id,
    );
  });
});
