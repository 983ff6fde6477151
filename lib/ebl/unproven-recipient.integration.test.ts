import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as endorseRoute } from "@/app/api/envelopes/[id]/endorse/route";
import { POST as issueRoute } from "@/app/api/envelopes/[id]/issue/route";
import { POST as createRoute } from "@/app/api/envelopes/route";
import { getDb } from "@/lib/db/client";
import { users } from "@/models";
import { connectAccounts, registerVerifiedUser, sampleTransportDocument, type EblUser } from "@/test/ebl";
import { call } from "@/test/http";
import { withMailbox, withTemporaryBlobStore } from "@/test/suite-fixtures";
import { eblNoticesSent } from "./notify";

withTemporaryBlobStore("ebl-unproven");
withMailbox();
afterAll(() => eblNoticesSent());

let carrier: EblUser, shipper: EblUser, consignee: EblUser, unproven: EblUser;
beforeAll(async () => {
  carrier = await registerVerifiedUser("shipping_line", "Oceanic Lines Private Limited", "Carl");
  shipper = await registerVerifiedUser("exporter", "Asha Exports Private Limited", "Asha");
  consignee = await registerVerifiedUser("importer", "Hanse Imports Private Limited", "Hans");
  unproven = await registerVerifiedUser("importer", "Partner Bank Imports Limited", "Pat");
  // A draft names only accounts the creator already works with (docs/ebl.md).
  await connectAccounts(shipper, carrier, consignee);
  // A verified business whose account has not (or no longer, after an email change) proven its address.
  await (await getDb()).update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unproven.id));
}, 120_000);

const idOf = (id: string) => ({ params: { id } });

describe("eBL control and unproven addresses", () => {
  it("refuses to transfer control to an account that has not proven its address, with the unverified answer", async () => {
    const created = await call(createRoute, {
      method: "POST",
      token: shipper.token,
      json: { carrier: carrier.email, consignee: consignee.email, transportDocument: sampleTransportDocument() },
    });
    expect(created.status).toBe(201);
    const issued = await call(issueRoute, {
      method: "POST",
      token: carrier.token,
      json: {},
      ...idOf(created.body.envelope.id),
    });
    expect(issued.status).toBe(200);
    const envelope = issued.body.envelope;
    const refused = await call(endorseRoute, {
      method: "POST",
      token: shipper.token,
      json: {
        actionCode: "TRANSFER",
        recipient: unproven.email,
        expectedLastEntryChecksum: envelope.lastEntryChecksum,
      },
      ...idOf(envelope.id),
    });
    expect(refused.status).toBe(422);
    // The same rule and message an unverified business, or an address without an account, gets:
    // nothing more about the account.
    expect(refused.body.rule).toBe("recipient_not_verified");
    expect(refused.body.message).toBe(
      `Only a verified business with a confirmed email address can take control of an eBL, and ${unproven.email} is not one. Ask them to join Exportly and verify their business first.`,
    );
    // Proven, the same transfer goes through.
    await (await getDb()).update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, unproven.id));
    const transferred = await call(endorseRoute, {
      method: "POST",
      token: shipper.token,
      json: {
        actionCode: "TRANSFER",
        recipient: unproven.email,
        expectedLastEntryChecksum: envelope.lastEntryChecksum,
      },
      ...idOf(envelope.id),
    });
    expect(transferred.status, JSON.stringify(transferred.body)).toBe(200);
  });
});
