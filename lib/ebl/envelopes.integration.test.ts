import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as chainRoute } from "@/app/api/envelopes/[id]/chain/route";
import { POST as endorseRoute } from "@/app/api/envelopes/[id]/endorse/route";
import { GET as exportRoute } from "@/app/api/envelopes/[id]/export/route";
import { POST as issueRoute } from "@/app/api/envelopes/[id]/issue/route";
import { POST as refuseRoute } from "@/app/api/envelopes/[id]/refuse/route";
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/envelopes/[id]/route";
import { POST as responseRoute } from "@/app/api/envelopes/[id]/surrender-response/route";
import { POST as surrenderRoute } from "@/app/api/envelopes/[id]/surrender/route";
import { POST as voidRoute } from "@/app/api/envelopes/[id]/void/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/envelopes/route";
import { PUT as saveDocument } from "@/app/api/shipments/[id]/[x]/route";
import { POST as createShipment } from "@/app/api/shipments/route";
import { getDb } from "@/lib/db/client";
import { auditLog, envelopes } from "@/models";
import {
  registerUnverifiedUser,
  registerVerifiedUser,
  sampleTransportDocument,
  type EblUser,
  connectAccounts,
  forgetLookups,
} from "@/test/ebl";
import { call } from "@/test/http";
import { withMailbox, withTemporaryBlobStore } from "@/test/suite-fixtures";
import { canonicalChecksum } from "./chain/checksum";
import { partyCodeOf } from "./chain/format";
import { dcsaIssues } from "./dcsa/validate";
import { decodePayload } from "./dto";
import { eblNoticesSent } from "./notify";

withTemporaryBlobStore("ebl-envelopes");
const mailbox = withMailbox();
// Registered after the mailbox, so it runs before the mailbox closes (after-hooks run in reverse).
afterAll(() => eblNoticesSent());

let carrier: EblUser,
  forwarder: EblUser,
  shipper: EblUser,
  consignee: EblUser,
  bank: EblUser,
  stranger: EblUser,
  unverified: EblUser,
  exporterCarrier: EblUser;
beforeAll(async () => {
  carrier = await registerVerifiedUser("shipping_line", "Oceanic Lines Private Limited", "Carl");
  forwarder = await registerVerifiedUser("freight_forwarder", "Swift Forwarding Private Limited", "Fatima");
  shipper = await registerVerifiedUser("exporter", "Asha Exports Private Limited", "Asha");
  consignee = await registerVerifiedUser("importer", "Hanse Imports Private Limited", "Hans");
  bank = await registerVerifiedUser("bank", "Coastal Bank Limited", "Meera");
  stranger = await registerVerifiedUser("exporter", "Stranger Exports Limited", "Sam");
  exporterCarrier = await registerVerifiedUser("exporter", "Not A Carrier Limited", "Nina");
  unverified = await registerUnverifiedUser("importer", "Uma");
  // Drafts name only accounts that work with their creator: everyone here but the stranger does.
  await connectAccounts(carrier, forwarder, shipper, consignee, bank, exporterCarrier, unverified);
}, 240_000);
beforeEach(() => forgetLookups(carrier, forwarder, shipper, consignee, bank, stranger, exporterCarrier, unverified));

const P = (id: string) => ({ params: { id } });
const create = (user: EblUser, json: unknown) => call(createRoute, { method: "POST", token: user.token, json });
const issue = (user: EblUser, id: string, json: unknown = {}) =>
  call(issueRoute, { method: "POST", token: user.token, json, ...P(id) });
const get = (user: EblUser | null, id: string) => call(getRoute, { ...(user ? { token: user.token } : {}), ...P(id) });

async function draft(overrides: Record<string, unknown> = {}, body: Record<string, unknown> = {}) {
  const res = await create(shipper, {
    carrier: carrier.email,
    consignee: consignee.email,
    transportDocument: sampleTransportDocument(overrides),
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.envelope;
}
async function issued(overrides: Record<string, unknown> = {}, body: Record<string, unknown> = {}) {
  const envelope = await draft(overrides, body);
  const res = await issue(carrier, envelope.id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.envelope;
}

describe("POST /api/envelopes", () => {
  it("names the field of an unknown party (422), refuses a carrier that is not a shipping line or forwarder (422 carrier_role) and bad input (400)", async () => {
    const unknown = await create(shipper, { carrier: "nobody-here@example.com" });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ code: "unprocessable", rule: "unknown_party", issues: [{ path: "carrier" }] });
    const unknownConsignee = await create(shipper, {
      carrier: carrier.id,
      consignee: "6f1b2c3d-0000-4000-8000-000000000000",
    });
    expect(unknownConsignee.body.issues[0].path).toBe("consignee");
    const notCarrier = await create(shipper, { carrier: exporterCarrier.email });
    expect(notCarrier.status).toBe(422);
    expect(notCarrier.body.rule).toBe("carrier_role");
    for (const [json, path] of [
      [{}, "carrier"],
      [{ carrier: "not an email" }, "carrier"],
      [{ carrier: carrier.email, transportDocument: [] }, "transportDocument"],
      [{ carrier: carrier.email, shipmentId: "nope" }, "shipmentId"],
      [{ carrier: carrier.email, transportDocument: { isToOrder: "yes" } }, "transportDocument.isToOrder"],
      [{ carrier: carrier.email, consignee: consignee.email, transportDocument: { isToOrder: true } }, "consignee"],
    ] as const) {
      const res = await create(shipper, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
    }
    const bad = await call(createRoute, {
      method: "POST",
      token: shipper.token,
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(bad.status).toBe(400);
  });

  it("defaults the shipper to the creator; a carrier drafting names the shipper (400 without)", async () => {
    const byCarrier = await create(carrier, { carrier: carrier.email });
    expect(byCarrier.status).toBe(400);
    expect(byCarrier.body.issues[0].path).toBe("shipper");
    const ok = await create(forwarder, {
      carrier: forwarder.id,
      shipper: shipper.email,
      transportDocument: { isToOrder: true },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.envelope).toMatchObject({
      isToOrder: true,
      issuer: { id: forwarder.id, role: "freight_forwarder" },
      shipper: { id: shipper.id },
      consignee: null,
      viewerRoles: ["issuer", "creator"],
    });
    expect(ok.body.envelope.transportDocument.documentParties.issuingParty.address).toEqual({
      street: "12 Marine Drive",
      city: "Mumbai",
      countryCode: "IN",
      postCode: "400001",
    });
  });

  it("prefills the document from a shipment's bill of lading instructions and shared data", async () => {
    const shipment = await call(createShipment, {
      method: "POST",
      token: shipper.token,
      json: { reference: "EBL-PREFILL-1", templates: ["bill_of_lading_instructions"] },
    });
    expect(shipment.status).toBe(201);
    const shipmentId = shipment.body.shipment.id;
    const saved = await call(saveDocument, {
      method: "PUT",
      token: shipper.token,
      params: { id: shipmentId, x: "bill_of_lading_instructions" },
      json: {
        data: {
          bookingNumber: "BKG-77",
          blType: "original",
          consignedTo: "to_order",
          freightTerms: "prepaid",
          portOfLoading: { code: "INNSA" },
          portOfDischarge: { code: "NLRTM" },
          vessel: "MSC Aurora",
          voyage: "2606W",
          containerNumbers: "MSCU1234565",
          sealNumbers: "SEAL1",
          exporter: { name: "Asha", address: "12 Marine Drive", city: "Mumbai", country: "IN" },
          lineItems: [
            {
              description: "Cotton T-shirts",
              hsCode: "610910",
              quantity: "100",
              unit: "pcs",
              grossWeight: "1200",
              packages: 40,
              packageKind: "Cartons",
            },
          ],
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const res = await create(shipper, { carrier: carrier.email, shipmentId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const document = res.body.envelope.transportDocument;
    // The shipment's owner sees its reference on the bill.
    expect(res.body.envelope).toMatchObject({ shipmentId, isToOrder: true, shipmentReference: "EBL-PREFILL-1" });
    expect(document).toMatchObject({
      transportDocumentTypeCode: "BOL",
      freightPaymentTermCode: "PRE",
      transports: {
        portOfLoading: { UNLocationCode: "INNSA" },
        portOfDischarge: { UNLocationCode: "NLRTM" },
        vesselVoyages: [{ vesselName: "MSC Aurora", carrierExportVoyageNumber: "2606W" }],
      },
      consignmentItems: [
        {
          carrierBookingReference: "BKG-77",
          descriptionOfGoods: ["Cotton T-shirts"],
          HSCodes: ["610910"],
          cargoItems: [
            {
              equipmentReference: "MSCU1234565",
              cargoGrossWeight: { value: 1200, unit: "KGM" },
              outerPackaging: { numberOfPackages: 40, description: "Cartons" },
            },
          ],
        },
      ],
      utilizedTransportEquipments: [{ equipment: { equipmentReference: "MSCU1234565" }, seals: [{ number: "SEAL1" }] }],
    });
    expect(document.documentParties.shipper.address).toMatchObject({
      street: "12 Marine Drive",
      city: "Mumbai",
      countryCode: "IN",
    });
    // Someone else's shipment is not found.
    expect((await create(stranger, { carrier: carrier.email, shipmentId })).status).toBe(404);
  });
});

describe("issuing: the document must validate completely", () => {
  it("validates every issued document against DCSA's TransportDocument and freezes its checksum", async () => {
    const envelope = await issued();
    expect(dcsaIssues("TransportDocument", envelope.transportDocument)).toEqual([]);
    expect(envelope.documentChecksum).toBe(await canonicalChecksum(envelope.transportDocument));
    const patch = await call(patchRoute, {
      method: "PATCH",
      token: carrier.token,
      json: { transportDocument: {} },
      ...P(envelope.id),
    });
    expect(patch.status).toBe(422);
    expect(patch.body.rule).toBe("not_draft");
    const removal = await call(deleteRoute, { method: "DELETE", token: shipper.token, ...P(envelope.id) });
    expect(removal.status).toBe(422);
    expect(removal.body.rule).toBe("not_draft");
  });

  it("lists each path and message of an invalid document (422 invalid_document)", async () => {
    const envelope = await draft({
      transportDocumentReference: undefined,
      carrierCodeListProvider: "XXX",
      transports: { portOfLoading: { UNLocationCode: "INNSA" } },
    });
    const res = await issue(carrier, envelope.id);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: "unprocessable", rule: "invalid_document" });
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: "transportDocumentReference", message: "transportDocumentReference is required." },
        { path: "carrierCodeListProvider", message: "must be one of SMDG, NMFTA." },
        { path: "transports.portOfDischarge", message: "portOfDischarge is required." },
        { path: "transports.vesselVoyages", message: "vesselVoyages is required." },
      ]),
    );
    expect((await get(carrier, envelope.id)).body.envelope.status).toBe("DRAFT");
  });

  it.each([
    [
      "an electronic bill with two originals",
      { numberOfOriginalsWithCharges: 1, numberOfOriginalsWithoutCharges: 1 },
      {},
      "numberOfOriginalsWithCharges",
      /at most 1/,
    ],
    [
      "an endorsee on a straight bill",
      {
        documentParties: {
          shipper: { partyName: "S" },
          issuingParty: { partyName: "C", address: { street: "Boompjes 1", city: "Rotterdam", countryCode: "NL" } },
          endorsee: { partyName: "E", identifyingCodes: [{ codeListProvider: "ZZZ", partyCode: "x" }] },
        },
      },
      {},
      "documentParties.endorsee",
      /Only a to-order bill/,
    ],
    [
      "both shipped-on-board and received-for-shipment dates",
      { receivedForShipmentDate: "2026-05-30" },
      {},
      "receivedForShipmentDate",
      /not both/,
    ],
    ["neither date", { shippedOnBoardDate: undefined }, {}, "shippedOnBoardDate", /Give the shippedOnBoardDate/],
    [
      "an unknown UN/LOCODE",
      { invoicePayableAt: { UNLocationCode: "ZZZZZ" } },
      {},
      "invoicePayableAt.UNLocationCode",
      /not a UN\/LOCODE/,
    ],
    [
      "a straight bill without a platform consignee",
      {},
      { consignee: null },
      "documentParties.consignee",
      /needs its consignee/,
    ],
  ])("refuses %s", async (_label, overrides, body, path, message) => {
    const envelope = await draft(overrides, body);
    const res = await issue(carrier, envelope.id);
    expect(res.status).toBe(422);
    expect(res.body.rule).toBe("invalid_document");
    expect(res.body.issues).toEqual([{ path, message: expect.stringMatching(message) }]);
  });

  it("only the named carrier issues; the shipper must be verified (422 recipient_not_verified)", async () => {
    const envelope = await draft();
    const byShipper = await issue(shipper, envelope.id);
    expect(byShipper.status).toBe(422);
    expect(byShipper.body.rule).toBe("not_issuer");
    const forUnverified = await create(unverified, {
      carrier: carrier.email,
      consignee: consignee.email,
      transportDocument: sampleTransportDocument(),
    });
    const res = await issue(carrier, forUnverified.body.envelope.id);
    expect(res.status).toBe(422);
    expect(res.body.rule).toBe("recipient_not_verified");
  });

  it("signs an IssuanceManifest of the document and the party it was issued to", async () => {
    const envelope = await draft();
    const res = await issue(carrier, envelope.id);
    const payload = decodePayload(res.body.entry.signedContent);
    const manifest = JSON.parse(
      Buffer.from(payload.issuanceManifestSignedContent!.split(".")[1]!, "base64url").toString("utf8"),
    );
    expect(manifest).toEqual({
      documentChecksum: res.body.envelope.documentChecksum,
      issueToChecksum: await canonicalChecksum(payload.transactions[0]!.recipient),
    });
    expect(partyCodeOf(payload.transactions[0]!.actor)).toBe(carrier.id);
    expect(partyCodeOf(payload.transactions[0]!.recipient)).toBe(shipper.id);
    // The carrier is a shipping line: verification keeps no IEC for it (only exporters and importers
    // hold one, lib/verification/document-types.ts), so its references are GSTIN and PAN.
    expect(payload.transactions[0]!.actor.taxLegalReferences).toEqual([
      { type: "GSTIN", countryCode: "IN", value: "27AAPFU0939F1ZV" },
      { type: "PAN", countryCode: "IN", value: "AAPFU0939F" },
    ]);
    expect(dcsaIssues("EnvelopeTransferChainEntry", payload)).toEqual([]);
  });
});

describe("drafts: PATCH and DELETE", () => {
  it("the creator or the carrier edits; other parties 403, strangers 404", async () => {
    const envelope = await draft();
    const byCarrier = await call(patchRoute, {
      method: "PATCH",
      token: carrier.token,
      json: { transportDocument: sampleTransportDocument({ transportDocumentReference: "EDITED1" }) },
      ...P(envelope.id),
    });
    expect(byCarrier.status).toBe(200);
    expect(byCarrier.body.envelope.transportDocument.transportDocumentReference).toBe("EDITED1");
    expect(partyCodeOf(byCarrier.body.envelope.transportDocument.documentParties.consignee)).toBe(consignee.id);
    // The consignee a draft names does not see it before issue: to it, as to a stranger, it does not exist.
    expect(
      (await call(patchRoute, { method: "PATCH", token: consignee.token, json: {}, ...P(envelope.id) })).status,
    ).toBe(404);
    expect(
      (await call(patchRoute, { method: "PATCH", token: stranger.token, json: {}, ...P(envelope.id) })).status,
    ).toBe(404);
    const moved = await call(patchRoute, {
      method: "PATCH",
      token: shipper.token,
      json: { consignee: bank.email },
      ...P(envelope.id),
    });
    expect(moved.body.envelope.consignee.id).toBe(bank.id);
    expect((await get(consignee, envelope.id)).status).toBe(404);
    expect((await get(bank, envelope.id)).status).toBe(404);
  });

  it("only the creator deletes a draft (403 for the carrier, 404 for a stranger), and it is audited", async () => {
    const envelope = await draft();
    expect((await call(deleteRoute, { method: "DELETE", token: carrier.token, ...P(envelope.id) })).status).toBe(403);
    expect((await call(deleteRoute, { method: "DELETE", token: stranger.token, ...P(envelope.id) })).status).toBe(404);
    expect((await call(deleteRoute, { method: "DELETE", token: shipper.token, ...P(envelope.id) })).status).toBe(204);
    expect((await get(shipper, envelope.id)).status).toBe(404);
    const audit = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, envelope.id), eq(auditLog.action, "ebl.draft_deleted")));
    expect(audit).toHaveLength(1);
  });
});

describe("authorisation on every envelope endpoint", () => {
  it("another user's envelope is 404 everywhere; no session is 401; a past possessor reads but cannot act", async () => {
    const envelope = await issued();
    const checksum = envelope.lastEntryChecksum;
    const transferred = await call(endorseRoute, {
      method: "POST",
      token: shipper.token,
      json: { actionCode: "TRANSFER", recipient: consignee.email, expectedLastEntryChecksum: checksum },
      ...P(envelope.id),
    });
    expect(transferred.status).toBe(200);
    const latest = transferred.body.envelope.lastEntryChecksum;
    const calls = [
      [getRoute, "GET", undefined],
      [patchRoute, "PATCH", {}],
      [deleteRoute, "DELETE", undefined],
      [issueRoute, "POST", {}],
      [endorseRoute, "POST", { actionCode: "TRANSFER", recipient: bank.email, expectedLastEntryChecksum: latest }],
      [surrenderRoute, "POST", { type: "DELIVERY" }],
      [responseRoute, "POST", { accept: true }],
      [refuseRoute, "POST", {}],
      [voidRoute, "POST", { reason: "x" }],
      [chainRoute, "GET", undefined],
      [exportRoute, "GET", undefined],
    ] as const;
    for (const [handler, method, json] of calls) {
      const asStranger = await call(handler, {
        method,
        token: stranger.token,
        ...(json ? { json } : {}),
        ...P(envelope.id),
      });
      expect(asStranger.status, `${method} as stranger`).toBe(404);
      const anonymous = await call(handler, { method, ...(json ? { json } : {}), ...P(envelope.id) });
      expect(anonymous.status).toBe(401);
      const malformed = await call(handler, {
        method,
        token: shipper.token,
        ...(json ? { json } : {}),
        params: { id: "not-a-uuid" },
      });
      expect(malformed.status).toBe(404);
    }
    // The shipper was the possessor: it still reads the bill, its chain and its export, but acts no more.
    expect((await get(shipper, envelope.id)).status).toBe(200);
    expect((await call(chainRoute, { token: shipper.token, ...P(envelope.id) })).status).toBe(200);
    expect((await call(exportRoute, { token: shipper.token, ...P(envelope.id) })).status).toBe(200);
    const again = await call(endorseRoute, {
      method: "POST",
      token: shipper.token,
      json: { actionCode: "TRANSFER", recipient: bank.email, expectedLastEntryChecksum: latest },
      ...P(envelope.id),
    });
    expect(again.status).toBe(422);
    expect(again.body.rule).toBe("not_possessor");
    expect((await call(listRoute, { path: "/api/envelopes" })).status).toBe(401);
  });

  it("answers 400 with issues for bad action bodies, never 500", async () => {
    const envelope = await issued();
    for (const [handler, json, path] of [
      [
        endorseRoute,
        { actionCode: "STEAL", recipient: bank.email, expectedLastEntryChecksum: envelope.lastEntryChecksum },
        "actionCode",
      ],
      [endorseRoute, { actionCode: "TRANSFER", recipient: bank.email }, "expectedLastEntryChecksum"],
      [endorseRoute, { actionCode: "TRANSFER", expectedLastEntryChecksum: envelope.lastEntryChecksum }, "recipient"],
      [
        endorseRoute,
        { actionCode: "TRANSFER", recipient: bank.email, expectedLastEntryChecksum: "abc" },
        "expectedLastEntryChecksum",
      ],
      [surrenderRoute, { type: "LATER" }, "type"],
      [surrenderRoute, { type: "DELIVERY", reasonCode: "SWTP" }, "reasonCode"],
      [surrenderRoute, { type: "AMENDMENT", comments: "x".repeat(300) }, "comments"],
      [responseRoute, { accept: false }, "comment"],
      [responseRoute, { accept: "yes" }, "accept"],
      [voidRoute, {}, "reason"],
      [voidRoute, { reason: "   " }, "reason"],
      [voidRoute, { reason: "x", replacedBy: "nope" }, "replacedBy"],
    ] as const) {
      const res = await call(handler, { method: "POST", token: shipper.token, json, ...P(envelope.id) });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(
        res.body.issues.map((i: { path: string }) => i.path),
        JSON.stringify(json),
      ).toContain(path);
    }
    const unknownRecipient = await call(endorseRoute, {
      method: "POST",
      token: shipper.token,
      json: {
        actionCode: "TRANSFER",
        recipient: "ghost@example.com",
        expectedLastEntryChecksum: envelope.lastEntryChecksum,
      },
      ...P(envelope.id),
    });
    expect(unknownRecipient.status).toBe(422);
    // The same answer as for an account that is not a verified business: a transfer tells nobody who is a member.
    expect(unknownRecipient.body).toMatchObject({ rule: "recipient_not_verified", issues: [{ path: "recipient" }] });
  });

  it("a draft has no bundle to export (422 not_issued)", async () => {
    const envelope = await draft();
    const res = await call(exportRoute, { token: shipper.token, ...P(envelope.id) });
    expect(res.status).toBe(422);
    expect(res.body.rule).toBe("not_issued");
  });
});

describe("amendment, refusal and void", () => {
  it("surrender for amendment with a DCSA reason, rejected with a comment, then accepted and voided with its replacement", async () => {
    const envelope = await issued();
    const replacement = await issued();
    const id = envelope.id;
    const requested = await call(surrenderRoute, {
      method: "POST",
      token: shipper.token,
      json: { type: "AMENDMENT", reasonCode: "COD", comments: "Change of destination to Hamburg" },
      ...P(id),
    });
    expect(requested.status).toBe(200);
    expect(requested.body.entry).toMatchObject({
      actionCode: "SURRENDER_FOR_AMENDMENT",
      reasonCode: "COD",
      recipient: { id: carrier.id },
    });
    await mailbox.current.waitFor(carrier.email, /surrendered the eBL .* for amendment/);
    const rejected = await call(responseRoute, {
      method: "POST",
      token: carrier.token,
      json: { accept: false, comment: "Destination change not possible" },
      ...P(id),
    });
    expect(rejected.body.envelope).toMatchObject({ status: "ISSUED", possessor: { id: shipper.id } });
    const mail = await mailbox.current.waitFor(shipper.email, /rejected the surrender/);
    expect(mail.text).toContain("Destination change not possible");
    await call(surrenderRoute, { method: "POST", token: shipper.token, json: { type: "AMENDMENT" }, ...P(id) });
    await call(responseRoute, { method: "POST", token: carrier.token, json: { accept: true }, ...P(id) });
    const foreign = await call(voidRoute, {
      method: "POST",
      token: carrier.token,
      json: { reason: "Amended", replacedBy: id },
      ...P(id),
    });
    expect(foreign.body.rule).toBe("invalid_replacement");
    const voided = await call(voidRoute, {
      method: "POST",
      token: carrier.token,
      json: { reason: "Amended: reissued", replacedBy: replacement.id },
      ...P(id),
    });
    expect(voided.status).toBe(200);
    expect(voided.body.envelope).toMatchObject({
      status: "VOIDED",
      voidReason: "Amended: reissued",
      replacedById: replacement.id,
      possessor: null,
      availableActions: [],
    });
    expect(voided.body.entry.comments).toBe("Amended: reissued");
    const [row] = await (await getDb()).select().from(envelopes).where(eq(envelopes.id, id));
    expect(row!.entryCount).toBe(6);
  });

  it("the recipient refuses a transfer as the very next action; the sender is told", async () => {
    const envelope = await issued({ isToOrder: true }, { consignee: null });
    const endorsed = await call(endorseRoute, {
      method: "POST",
      token: shipper.token,
      json: {
        actionCode: "ENDORSE_TO_ORDER",
        recipient: bank.id,
        expectedLastEntryChecksum: envelope.lastEntryChecksum,
      },
      ...P(envelope.id),
    });
    expect(endorsed.body.envelope).toMatchObject({ endorsee: { id: bank.id }, possessor: { id: bank.id } });
    await mailbox.current.waitFor(bank.email, /endorsed the eBL .* to your order/);
    const refused = await call(refuseRoute, {
      method: "POST",
      token: bank.token,
      json: { comment: "Not our shipment" },
      ...P(envelope.id),
    });
    expect(refused.status).toBe(200);
    expect(refused.body.envelope).toMatchObject({ possessor: { id: shipper.id }, endorsee: null });
    expect(refused.body.entry).toMatchObject({
      actionCode: "REFUSE",
      recipient: { id: shipper.id },
      comments: "Not our shipment",
    });
    await mailbox.current.waitFor(shipper.email, /refused the transfer/);
    const audit = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, envelope.id), eq(auditLog.action, "ebl.refused")));
    expect(audit[0]!.data).toMatchObject({
      envelopeId: envelope.id,
      actionCode: "REFUSE",
      checksum: refused.body.entry.checksum,
    });
  });
});

describe("GET /api/envelopes", () => {
  it("lists the envelopes I am party to, newest first, with role and status filters and a keyset cursor", async () => {
    const issuer = await registerVerifiedUser("shipping_line", "List Lines Limited", "Lars");
    await connectAccounts(issuer, shipper);
    const mk = async () => {
      const created = await create(shipper, {
        carrier: issuer.email,
        consignee: consignee.email,
        transportDocument: sampleTransportDocument(),
      });
      return created.body.envelope.id as string;
    };
    const ids = [await mk(), await mk(), await mk()];
    await issue(issuer, ids[0]!);
    const list = async (qs: string) =>
      (await call(listRoute, { token: issuer.token, path: `/api/envelopes${qs}` })).body;
    expect((await list("")).envelopes.map((e: { id: string }) => e.id)).toEqual([ids[0], ids[2], ids[1]]);
    const first = await list("?limit=2");
    expect(first.envelopes).toHaveLength(2);
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.envelopes.map((e: { id: string }) => e.id)).toEqual([ids[1]]);
    expect(second.nextCursor).toBeNull();
    expect((await list("?status=DRAFT")).envelopes.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1]]);
    // "Issued by me" lists the issued bill only; the drafts have their own list.
    expect((await list("?role=issuer")).envelopes.map((e: { id: string }) => e.id)).toEqual([ids[0]]);
    expect((await list("?role=drafts")).envelopes.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1]]);
    // A draft tells those who may edit it what stops its issue (the issue check itself); an issued bill does not.
    const drafts = (await list("?role=drafts")).envelopes as { issueProblems: unknown[] | null }[];
    expect(drafts.every((e) => Array.isArray(e.issueProblems))).toBe(true);
    expect((await list("?role=issuer")).envelopes[0].issueProblems).toBeNull();
    expect((await list("?role=possessor")).envelopes).toHaveLength(0);
    // The carrier can issue (and edit) the two drafts; on the issued bill it has nothing to do.
    expect((await list("?role=awaiting")).envelopes.map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1]]);
    const shipperView = await call(listRoute, { token: shipper.token, path: "/api/envelopes?role=possessor" });
    expect(shipperView.body.envelopes.map((e: { id: string }) => e.id)).toContain(ids[0]);
    const strangerView = await call(listRoute, { token: stranger.token, path: "/api/envelopes" });
    expect(strangerView.body.envelopes.map((e: { id: string }) => e.id)).not.toContain(ids[0]);
    for (const qs of ["?limit=0", "?status=LOST", "?role=king", "?cursor=bogus"])
      expect((await call(listRoute, { token: issuer.token, path: `/api/envelopes${qs}` })).status).toBe(400);
  });
});
