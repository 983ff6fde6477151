import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as endorseRoute } from "@/app/api/envelopes/[id]/endorse/route";
import { POST as issueRoute } from "@/app/api/envelopes/[id]/issue/route";
import { GET as pdfRoute } from "@/app/api/envelopes/[id]/pdf/route";
import { GET as verifyRoute } from "@/app/api/envelopes/[id]/verify/route";
import { POST as createRoute } from "@/app/api/envelopes/route";
import {
  registerVerifiedUser,
  sampleTransportDocument,
  type EblUser,
  connectAccounts,
  forgetLookups,
} from "@/test/ebl";
import { call } from "@/test/http";
import { pdfPages } from "@/test/pdf-text";
import { withMailbox, withTemporaryBlobStore } from "@/test/suite-fixtures";
import { eblNoticesSent } from "./notify";

withTemporaryBlobStore("ebl-verify-pdf");
withMailbox();
afterAll(() => eblNoticesSent());

let carrier: EblUser, shipper: EblUser, bank: EblUser, stranger: EblUser;
beforeAll(async () => {
  carrier = await registerVerifiedUser("shipping_line", "Oceanic Lines Private Limited", "Carl");
  shipper = await registerVerifiedUser("exporter", "Asha Exports Private Limited", "Asha");
  bank = await registerVerifiedUser("bank", "Coastal Bank Limited", "Bina");
  stranger = await registerVerifiedUser("exporter", "Stranger Exports Limited", "Sam");
  await connectAccounts(carrier, shipper, bank);
}, 180_000);
beforeEach(() => forgetLookups(carrier, shipper, bank, stranger));

const idOf = (id: string) => ({ params: { id } });

/** A to-order bill issued to the shipper and endorsed to the bank: two signed entries. */
async function endorsedBill() {
  const created = await call(createRoute, {
    method: "POST",
    token: shipper.token,
    json: { carrier: carrier.email, transportDocument: sampleTransportDocument({ isToOrder: true }) },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.envelope.id as string;
  const issued = await call(issueRoute, { method: "POST", token: carrier.token, json: {}, ...idOf(id) });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  const endorsed = await call(endorseRoute, {
    method: "POST",
    token: shipper.token,
    json: {
      actionCode: "ENDORSE_TO_ORDER",
      recipient: bank.email,
      expectedLastEntryChecksum: issued.body.envelope.lastEntryChecksum,
    },
    ...idOf(id),
  });
  expect(endorsed.status, JSON.stringify(endorsed.body)).toBe(200);
  return { id, reference: created.body.envelope.transportDocument.transportDocumentReference as string };
}

async function pdfOf(user: EblUser, id: string, download = false) {
  const request = new NextRequest(
    new URL(`/api/envelopes/${id}/pdf${download ? "?download=1" : ""}`, "http://localhost:3000"),
    { headers: { authorization: `Bearer ${user.token}` } },
  );
  return pdfRoute(request, { params: Promise.resolve({ id }) });
}

describe("GET /api/envelopes/{id}/verify", () => {
  it("reports the stored chain valid, replayed to its state, signed by this platform's keys", async () => {
    const { id } = await endorsedBill();
    for (const party of [carrier, shipper, bank]) {
      const res = await call(verifyRoute, { token: party.token, ...idOf(id) });
      expect(res.status).toBe(200);
      expect(res.body.valid, JSON.stringify(res.body.checks)).toBe(true);
      expect(res.body.checks.every((check: { ok: boolean }) => check.ok)).toBe(true);
      expect(res.body.entries.map((e: { actionCode: string }) => e.actionCode)).toEqual(["ISSUE", "ENDORSE_TO_ORDER"]);
      expect(res.body.finalStatus).toBe("ISSUED");
      expect(res.body.keys.length).toBeGreaterThan(0);
      expect(res.body.keys.every((key: { trusted: boolean }) => key.trusted === true)).toBe(true);
    }
  });

  it("is 404 for anyone not party to the bill and 401 without a session", async () => {
    const { id } = await endorsedBill();
    expect((await call(verifyRoute, { token: stranger.token, ...idOf(id) })).status).toBe(404);
    expect((await call(verifyRoute, idOf(id))).status).toBe(401);
    expect(
      (await call(verifyRoute, { token: shipper.token, ...idOf("00000000-0000-4000-8000-000000000000") })).status,
    ).toBe(404);
    // A malformed id names nothing, like an unknown one.
    expect((await call(verifyRoute, { token: shipper.token, ...idOf("not-a-uuid") })).status).toBe(404);
  });

  it("answers 422 not_issued for a draft", async () => {
    const created = await call(createRoute, {
      method: "POST",
      token: shipper.token,
      json: { carrier: carrier.email, transportDocument: sampleTransportDocument() },
    });
    const res = await call(verifyRoute, { token: shipper.token, ...idOf(created.body.envelope.id) });
    expect(res.status).toBe(422);
    expect(res.body.rule).toBe("not_issued");
  });
});

describe("GET /api/envelopes/{id}/pdf", () => {
  it("prints the bill with its reference, holder, chain and verdict, inline or as an attachment", async () => {
    const { id, reference } = await endorsedBill();
    const inline = await pdfOf(bank, id);
    expect(inline.status).toBe(200);
    expect(inline.headers.get("content-type")).toBe("application/pdf");
    expect(inline.headers.get("cache-control")).toBe("private, no-store");
    expect(inline.headers.get("content-disposition")).toMatch(/^inline; filename="ebl-.+\.pdf"$/);
    const bytes = Buffer.from(await inline.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = (await pdfPages(bytes)).join(" ");
    expect(text).toContain(reference);
    expect(text).toContain("Coastal Bank Limited");
    expect(text).toContain("Oceanic Lines Private Limited");
    expect((await pdfOf(bank, id, true)).headers.get("content-disposition")).toMatch(/^attachment;/);
  });

  it("prints a draft too, and is 404 for a stranger", async () => {
    const created = await call(createRoute, {
      method: "POST",
      token: shipper.token,
      json: { carrier: carrier.email, transportDocument: sampleTransportDocument() },
    });
    const draft = await pdfOf(shipper, created.body.envelope.id);
    expect(draft.status).toBe(200);
    expect((await pdfOf(stranger, created.body.envelope.id)).status).toBe(404);
  });
});
