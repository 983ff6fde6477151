import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as endorseRoute } from "@/app/api/envelopes/[id]/endorse/route";
import { POST as issueRoute } from "@/app/api/envelopes/[id]/issue/route";
import { POST as createRoute } from "@/app/api/envelopes/route";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { envelopeEntries, users } from "@/models";
import { registerTestUser, type TestUser } from "@/test/accounts";
import {
  registerVerifiedUser,
  sampleTransportDocument,
  type EblUser,
  connectAccounts,
  forgetLookups,
} from "@/test/ebl";
import { call } from "@/test/http";
import { withTemporaryBlobStore } from "@/test/suite-fixtures";

withTemporaryBlobStore("ebl-concurrency");
const onPostgres = !!process.env.TEST_DATABASE_URL;

let carrier: EblUser, shipper: EblUser, consignee: EblUser;
beforeAll(async () => {
  carrier = await registerVerifiedUser("shipping_line", "Oceanic Lines Private Limited", "Carl");
  shipper = await registerVerifiedUser("exporter", "Asha Exports Private Limited", "Asha");
  consignee = await registerVerifiedUser("importer", "Hanse Imports Private Limited", "Hans");
  await connectAccounts(carrier, shipper, consignee);
}, 180_000);
beforeEach(() => forgetLookups(carrier, shipper, consignee));

async function issuedBill(): Promise<{ id: string; lastEntryChecksum: string }> {
  const created = await call(createRoute, {
    method: "POST",
    token: shipper.token,
    json: { carrier: carrier.email, consignee: consignee.email, transportDocument: sampleTransportDocument() },
  });
  const issued = await call(issueRoute, {
    method: "POST",
    token: carrier.token,
    params: { id: created.body.envelope.id },
    json: {},
  });
  expect(issued.status).toBe(200);
  return issued.body.envelope;
}

describe("the unique (envelope, previous checksum) alone stops a fork", () => {
  it("refuses a second entry after the same previous entry, and a second first entry, with 23505", async () => {
    const bill = await issuedBill();
    const db = await getDb();
    const [first] = await db.select().from(envelopeEntries).where(eq(envelopeEntries.envelopeId, bill.id));
    const forged = {
      envelopeId: bill.id,
      signedContent: "x.y.z",
      actionCode: "TRANSFER",
      actorId: shipper.id,
      recipientId: consignee.id,
    };
    await db
      .insert(envelopeEntries)
      .values({ ...forged, sequence: 2, previousChecksum: first!.checksum, checksum: "a".repeat(64) });
    const fork = await db
      .insert(envelopeEntries)
      .values({ ...forged, sequence: 3, previousChecksum: first!.checksum, checksum: "b".repeat(64) })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(fork, "envelope_entries_envelope_previous_key")).toBe(true);
    const secondFirst = await db
      .insert(envelopeEntries)
      .values({ ...forged, actionCode: "ISSUE", sequence: 4, previousChecksum: null, checksum: "c".repeat(64) })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(secondFirst, "envelope_entries_envelope_previous_key")).toBe(true);
  });
});

describe.skipIf(!onPostgres)("100 concurrent conflicting transfers (PostgreSQL)", () => {
  let recipients: TestUser[] = [];
  beforeAll(async () => {
    // 100 recipient accounts through the real register endpoint, marked verified as an admin's approval leaves them
    // (the full KYC path is covered by registerVerifiedUser; 100 of it would only slow the test).
    recipients = await Promise.all(
      Array.from({ length: 100 }, (_, i) => registerTestUser({ role: "importer", firstName: `Recipient${i}` })),
    );
    await (
      await getDb()
    )
      .update(users)
      .set({ verificationState: "verified" })
      .where(
        inArray(
          users.id,
          recipients.map((r) => r.id),
        ),
      );
  }, 120_000);

  it("exactly one wins; the 99 others get 409 and the chain stays linear", async () => {
    const bill = await issuedBill();
    const results = await Promise.all(
      recipients.map((recipient) =>
        call(endorseRoute, {
          method: "POST",
          token: shipper.token,
          params: { id: bill.id },
          json: {
            actionCode: "TRANSFER",
            recipient: recipient.email,
            expectedLastEntryChecksum: bill.lastEntryChecksum,
          },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const winner = results.find((r) => r.status === 200)!;
    for (const loser of results.filter((r) => r.status === 409))
      expect(loser.body).toMatchObject({ code: "conflict", lastEntryChecksum: winner.body.entry.checksum });

    const entries = await (
      await getDb()
    )
      .select()
      .from(envelopeEntries)
      .where(eq(envelopeEntries.envelopeId, bill.id))
      .orderBy(asc(envelopeEntries.sequence));
    expect(entries.map((e) => e.actionCode)).toEqual(["ISSUE", "TRANSFER"]);
    expect(entries[0]!.previousChecksum).toBeNull();
    expect(entries[1]!.previousChecksum).toBe(entries[0]!.checksum);
    expect(entries[1]!.recipientId).toBe(winner.body.envelope.possessor.id);
  }, 60_000);
});

if (!onPostgres) {
  describe("100 concurrent conflicting transfers", () => {
    it.skip("runs on PostgreSQL only (set TEST_DATABASE_URL): PGlite has a single connection, so nothing there is concurrent", () => {});
  });
}
