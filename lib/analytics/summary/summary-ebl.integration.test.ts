import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as summaryRoute } from "@/app/api/analytics/summary/route";
import { POST as endorseRoute } from "@/app/api/envelopes/[id]/endorse/route";
import { POST as issueRoute } from "@/app/api/envelopes/[id]/issue/route";
import { POST as surrenderRoute } from "@/app/api/envelopes/[id]/surrender/route";
import { GET as listRoute, POST as createRoute } from "@/app/api/envelopes/route";
import { eblNoticesSent } from "@/lib/ebl/notify";
import {
  connectAccounts,
  forgetLookups,
  registerVerifiedUser,
  sampleTransportDocument,
  type EblUser,
} from "@/test/ebl";
import { call } from "@/test/http";
import { withMailbox, withTemporaryBlobStore } from "@/test/suite-fixtures";

/**
 * The eBL figures of the summary, by role, against real envelopes driven through the eBL API:
 * E1 a draft the shipper wrote naming the carrier; E2 issued and transferred to the consignee;
 * E3 issued, transferred and surrendered for delivery (waiting for the carrier's answer).
 */
withTemporaryBlobStore("summary-ebl");
withMailbox();
afterAll(() => eblNoticesSent());

let carrier: EblUser, shipper: EblUser, consignee: EblUser;
beforeAll(async () => {
  carrier = await registerVerifiedUser("shipping_line", "Summary Lines Private Limited", "Carla");
  shipper = await registerVerifiedUser("exporter", "Summary Exports Private Limited", "Sunil");
  consignee = await registerVerifiedUser("importer", "Summary Imports Private Limited", "Ines");
  await connectAccounts(carrier, shipper, consignee);
  await forgetLookups(carrier, shipper, consignee);

  const create = async () => {
    const res = await call(createRoute, {
      method: "POST",
      token: shipper.token,
      json: { carrier: carrier.email, consignee: consignee.email, transportDocument: sampleTransportDocument() },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.envelope.id as string;
  };
  const issueAndTransfer = async (id: string) => {
    const issued = await call(issueRoute, { method: "POST", token: carrier.token, params: { id }, json: {} });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const moved = await call(endorseRoute, {
      method: "POST",
      token: shipper.token,
      params: { id },
      json: {
        actionCode: "TRANSFER",
        recipient: consignee.email,
        expectedLastEntryChecksum: issued.body.envelope.lastEntryChecksum,
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  };
  await create(); // E1
  await issueAndTransfer(await create()); // E2
  const e3 = await create();
  await issueAndTransfer(e3);
  const surrendered = await call(surrenderRoute, {
    method: "POST",
    token: consignee.token,
    params: { id: e3 },
    json: { type: "DELIVERY" },
  });
  expect(surrendered.status, JSON.stringify(surrendered.body)).toBe(200);
}, 240_000);
beforeEach(() => forgetLookups(carrier, shipper, consignee));

const summaryOf = async (user: EblUser) => {
  const res = await call(summaryRoute, { token: user.token, path: "/api/analytics/summary?tz=UTC" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const awaitingListed = async (user: EblUser) => {
  const res = await call(listRoute, { token: user.token, path: "/api/envelopes?role=awaiting&limit=100" });
  expect(res.status).toBe(200);
  return res.body.envelopes.length as number;
};

describe("the summary's eBL figures by role", () => {
  it("the carrier: E1 to issue (a draft someone else wrote), E3's surrender to answer; both await it", async () => {
    const s = await summaryOf(carrier);
    expect(s.carrier).toEqual({ billsToIssue: 1, draftsToAnswer: 1, surrendersToAnswer: 1 });
    expect(s.holder).toBeNull();
    expect(s.attention.eblsAwaitingAction).toBe(2);
    expect(await awaitingListed(carrier)).toBe(2);
  });

  it("the consignee (an importer: a holder) holds E2 and may act on it; E3 is with the carrier", async () => {
    const s = await summaryOf(consignee);
    expect(s.holder).toEqual({ eblsHeld: 1, eblsAwaitingAction: 1 });
    expect(s.carrier).toBeNull();
    expect(s.attention.eblsAwaitingAction).toBe(1);
    expect(await awaitingListed(consignee)).toBe(1);
  });

  it("the shipper may still edit its draft E1; it holds nothing any more", async () => {
    const s = await summaryOf(shipper);
    expect(s.attention.eblsAwaitingAction).toBe(1);
    expect(s.carrier).toBeNull();
    expect(s.holder).toBeNull();
    expect(await awaitingListed(shipper)).toBe(1);
    expect(s.attention.verificationState).toBe("verified");
    // The shipper's own eBL actions are its recent activity, linking to the eBL screen.
    expect(s.recentActivity.some((a: { link: string | null }) => a.link === "/ebl")).toBe(true);
  });
});
