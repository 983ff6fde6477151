import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as chainRoute } from "@/app/api/envelopes/[id]/chain/route";
import { POST as endorseRoute } from "@/app/api/envelopes/[id]/endorse/route";
import { GET as exportRoute } from "@/app/api/envelopes/[id]/export/route";
import { POST as issueRoute } from "@/app/api/envelopes/[id]/issue/route";
import { GET as getRoute } from "@/app/api/envelopes/[id]/route";
import { POST as responseRoute } from "@/app/api/envelopes/[id]/surrender-response/route";
import { POST as surrenderRoute } from "@/app/api/envelopes/[id]/surrender/route";
import { POST as createRoute } from "@/app/api/envelopes/route";
import { getDb } from "@/lib/db/client";
import { auditLog, envelopeEntries } from "@/models";
import {
  registerVerifiedUser,
  registerUnverifiedUser,
  sampleTransportDocument,
  type EblUser,
  connectAccounts,
  forgetLookups,
} from "@/test/ebl";
import { call } from "@/test/http";
import { withMailbox, withTemporaryBlobStore } from "@/test/suite-fixtures";
import { canonicalChecksum, sha256Hex } from "./chain/checksum";
import { partyCodeOf, type ChainEntryPayload } from "./chain/format";
import { dcsaIssues } from "./dcsa/validate";
import { decodePayload } from "./dto";
import { eblNoticesSent } from "./notify";
import { verifyBundle } from "./verifier/verify-bundle";

withTemporaryBlobStore("ebl-lifecycle");
const mailbox = withMailbox();
// Registered after the mailbox, so it runs before the mailbox closes (after-hooks run in reverse).
afterAll(() => eblNoticesSent());

let carrier: EblUser, shipper: EblUser, consignee: EblUser, stranger: EblUser, unverified: EblUser;
beforeAll(async () => {
  carrier = await registerVerifiedUser("shipping_line", "Oceanic Lines Private Limited", "Carl");
  shipper = await registerVerifiedUser("exporter", "Asha Exports Private Limited", "Asha");
  consignee = await registerVerifiedUser("importer", "Hanse Imports Private Limited", "Hans");
  stranger = await registerVerifiedUser("exporter", "Stranger Exports Limited", "Sam");
  unverified = await registerUnverifiedUser("importer", "Uma");
  await connectAccounts(carrier, shipper, consignee, unverified);
}, 180_000);
beforeEach(() => forgetLookups(carrier, shipper, consignee, stranger, unverified));

const idOf = (id: string) => ({ params: { id } });
const create = (user: EblUser, json: unknown) => call(createRoute, { method: "POST", token: user.token, json });
const get = (user: EblUser, id: string) => call(getRoute, { token: user.token, ...idOf(id) });
const issue = (user: EblUser, id: string, json: unknown = {}) =>
  call(issueRoute, { method: "POST", token: user.token, json, ...idOf(id) });
const endorse = (user: EblUser, id: string, json: unknown) =>
  call(endorseRoute, { method: "POST", token: user.token, json, ...idOf(id) });
const surrender = (user: EblUser, id: string, json: unknown) =>
  call(surrenderRoute, { method: "POST", token: user.token, json, ...idOf(id) });
const respond = (user: EblUser, id: string, json: unknown) =>
  call(responseRoute, { method: "POST", token: user.token, json, ...idOf(id) });

async function issuedStraightBill(overrides: Record<string, unknown> = {}) {
  const created = await create(shipper, {
    carrier: carrier.email,
    consignee: consignee.email,
    transportDocument: sampleTransportDocument(overrides),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const issued = await issue(carrier, created.body.envelope.id);
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  return issued.body.envelope;
}

describe("the lifecycle of a straight bill", () => {
  it("drafts, issues, transfers, surrenders for delivery and is accepted, with a linear signed chain", async () => {
    const created = await create(shipper, {
      carrier: carrier.email,
      consignee: consignee.id,
      transportDocument: sampleTransportDocument(),
    });
    expect(created.status).toBe(201);
    const draft = created.body.envelope;
    expect(draft).toMatchObject({
      status: "DRAFT",
      isToOrder: false,
      createdBy: shipper.id,
      lastEntryChecksum: null,
      documentChecksum: null,
    });
    expect(draft.issuer).toEqual({
      id: carrier.id,
      name: "Carl Verma",
      company: "Oceanic Lines Private Limited",
      companyVerified: true,
      role: "shipping_line",
    });
    expect(draft.availableActions).toEqual(["EDIT", "DELETE"]);
    const parties = draft.transportDocument.documentParties;
    expect(partyCodeOf(parties.issuingParty)).toBe(carrier.id);
    expect(partyCodeOf(parties.shipper)).toBe(shipper.id);
    expect(partyCodeOf(parties.consignee)).toBe(consignee.id);
    expect(parties.shipper.partyName).toBe("Asha Exports Private Limited");

    const carrierView = await get(carrier, draft.id);
    expect(carrierView.body.envelope.availableActions).toEqual(["ISSUE", "EDIT", "DECLINE"]);

    const issued = await issue(carrier, draft.id);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const envelope = issued.body.envelope;
    expect(envelope).toMatchObject({ status: "ISSUED", possessor: { id: shipper.id } });
    expect(envelope.transportDocument.transportDocumentStatus).toBe("ISSUED");
    expect(envelope.transportDocument.issueDate).toBe(new Date().toISOString().slice(0, 10));
    expect(envelope.documentChecksum).toBe(await canonicalChecksum(envelope.transportDocument));
    expect(dcsaIssues("TransportDocument", envelope.transportDocument)).toEqual([]);
    expect(issued.body.entry).toMatchObject({
      sequence: 1,
      actionCode: "ISSUE",
      actor: { id: carrier.id },
      recipient: { id: shipper.id },
      previousChecksum: null,
    });
    const first = decodePayload(issued.body.entry.signedContent);
    expect(first.issuanceManifestSignedContent).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await sha256Hex(issued.body.entry.signedContent)).toBe(issued.body.entry.checksum);

    const transferred = await endorse(shipper, draft.id, {
      actionCode: "TRANSFER",
      recipient: consignee.email,
      expectedLastEntryChecksum: envelope.lastEntryChecksum,
    });
    expect(transferred.status, JSON.stringify(transferred.body)).toBe(200);
    expect(transferred.body.envelope.possessor.id).toBe(consignee.id);
    expect(transferred.body.entry.previousChecksum).toBe(envelope.lastEntryChecksum);

    // The shipper is a past possessor now: it still reads, but cannot act.
    const shipperView = await get(shipper, draft.id);
    expect(shipperView.status).toBe(200);
    expect(shipperView.body.envelope.availableActions).toEqual([]);

    const surrendered = await surrender(consignee, draft.id, {
      type: "DELIVERY",
      comments: "Goods arrived\n at Rotterdam",
    });
    expect(surrendered.status, JSON.stringify(surrendered.body)).toBe(200);
    expect(surrendered.body.envelope.status).toBe("PENDING_SURRENDER_FOR_DELIVERY");
    expect(surrendered.body.entry.comments).toBe("Goods arrived at Rotterdam");
    await mailbox.current.waitFor(carrier.email, /surrendered the eBL/);

    const accepted = await respond(carrier, draft.id, { accept: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.envelope.status).toBe("SURRENDERED_FOR_DELIVERY");
    await mailbox.current.waitFor(consignee.email, /accepted the surrender/);

    const chain = await call(chainRoute, { token: shipper.token, ...idOf(draft.id) });
    expect(chain.body.entries.map((e: { actionCode: string }) => e.actionCode)).toEqual([
      "ISSUE",
      "TRANSFER",
      "SURRENDER_FOR_DELIVERY",
      "SACC",
    ]);
    for (const [i, entry] of chain.body.entries.entries()) {
      const payload: ChainEntryPayload = decodePayload(entry.signedContent);
      expect(dcsaIssues("EnvelopeTransferChainEntry", payload)).toEqual([]);
      expect(payload.transportDocumentChecksum).toBe(envelope.documentChecksum);
      expect(entry.previousChecksum).toBe(i === 0 ? null : chain.body.entries[i - 1].checksum);
      expect(payload.previousEnvelopeTransferChainEntrySignedContentChecksum).toBe(
        i === 0 ? undefined : chain.body.entries[i - 1].checksum,
      );
    }

    const exported = await call(exportRoute, { token: consignee.token, ...idOf(draft.id) });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toBe(
      `attachment; filename="ebl-${envelope.transportDocument.transportDocumentReference}.json"`,
    );
    expect(dcsaIssues("EblEnvelope", exported.body)).toEqual([]);
    expect(exported.body.envelopeTransferChain).toHaveLength(4);
    expect(exported.body.exportlyKeys.keys.length).toBeGreaterThan(0);
    // The offline verifier (lib/ebl/verifier) replays the exported chain to the same state.
    const report = await verifyBundle(exported.body);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    // Intact; who signed it is only known against the platform's keys, which are not given here.
    expect(report).toMatchObject({
      integrity: true,
      origin: "unchecked",
      finalStatus: "SURRENDERED_FOR_DELIVERY",
      documentChecksum: envelope.documentChecksum,
    });

    const audit = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "envelope"), eq(auditLog.entityId, draft.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(
      [
        "ebl.draft_created",
        "ebl.issued",
        "ebl.surrender_accepted",
        "ebl.surrender_for_delivery_requested",
        "ebl.transferred",
      ].sort(),
    );
    const entries = await (
      await getDb()
    )
      .select()
      .from(envelopeEntries)
      .where(eq(envelopeEntries.envelopeId, draft.id));
    for (const entry of entries) {
      const reference = decodePayload(entry.signedContent).transactions[0]!.auditReference;
      expect(audit.find((a) => a.id === reference)?.data).toMatchObject({
        checksum: entry.checksum,
        actionCode: entry.actionCode,
        envelopeId: draft.id,
      });
    }
  });
});

describe("stale checksums and strangers", () => {
  it("answers 409 with the current checksum on a stale expectedLastEntryChecksum, 404 to strangers, 403 to an unverified party", async () => {
    const envelope = await issuedStraightBill();
    const stale = await endorse(shipper, envelope.id, {
      actionCode: "TRANSFER",
      recipient: consignee.email,
      expectedLastEntryChecksum: "0".repeat(64),
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: "conflict", lastEntryChecksum: envelope.lastEntryChecksum });
    expect((await get(stranger, envelope.id)).status).toBe(404);
    expect(
      (
        await endorse(stranger, envelope.id, {
          actionCode: "TRANSFER",
          recipient: consignee.email,
          expectedLastEntryChecksum: envelope.lastEntryChecksum,
        })
      ).status,
    ).toBe(404);
    const toUnverified = await endorse(shipper, envelope.id, {
      actionCode: "TRANSFER",
      recipient: unverified.email,
      expectedLastEntryChecksum: envelope.lastEntryChecksum,
    });
    expect(toUnverified.status).toBe(422);
    expect(toUnverified.body.rule).toBe("recipient_not_verified");
  });
});
