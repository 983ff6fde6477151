import { beforeAll, describe, expect, it } from "vitest";
import { GET as recipientRoute } from "@/app/api/envelopes/recipient/route";
import { registerUnverifiedUser, registerVerifiedUser, type EblUser } from "@/test/ebl";
import { call, uniqueEmail } from "@/test/http";
import { withTemporaryBlobStore } from "@/test/suite-fixtures";
import { RECIPIENT_LOOKUPS_PER_MINUTE } from "@/lib/limits/limits";

withTemporaryBlobStore("ebl-recipient");

let asker: EblUser, bank: EblUser, unverified: EblUser;
beforeAll(async () => {
  asker = await registerVerifiedUser("exporter", "Asha Exports Private Limited", "Asha");
  bank = await registerVerifiedUser("bank", "Coastal Bank Limited", "Bina");
  unverified = await registerUnverifiedUser("importer", "Uma");
}, 120_000);

const lookUp = (user: EblUser | null, email: string) =>
  call(recipientRoute, {
    path: `/api/envelopes/recipient?email=${encodeURIComponent(email)}`,
    ...(user ? { token: user.token } : {}),
  });

describe("GET /api/envelopes/recipient", () => {
  it("names a verified business by its verified legal name, whatever the case of the address", async () => {
    const res = await lookUp(asker, bank.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      recipient: {
        id: bank.id,
        name: "Bina Verma",
        company: "Coastal Bank Limited",
        companyVerified: true,
        role: "bank",
      },
    });
  });

  it("answers the same 404 for an unverified account and an unknown address", async () => {
    const a = await lookUp(asker, unverified.email);
    const b = await lookUp(asker, uniqueEmail("nobody"));
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(a.body).toEqual(b.body);
    expect(a.body.message).toBe("No verified business uses this email address.");
  });

  it("refuses a malformed address (400) and a visitor (401)", async () => {
    const bad = await lookUp(asker, "not-an-email");
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0]).toMatchObject({ path: "email", message: "email must be an email address." });
    expect((await lookUp(null, bank.email)).status).toBe(401);
  });

  it(`caps each account at ${RECIPIENT_LOOKUPS_PER_MINUTE} look-ups a minute`, async () => {
    const prober = await registerVerifiedUser("exporter", "Prober Exports Limited", "Pia");
    for (let i = 0; i < RECIPIENT_LOOKUPS_PER_MINUTE; i++)
      expect((await lookUp(prober, uniqueEmail("probe"))).status).toBe(404);
    const throttled = await lookUp(prober, bank.email);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await lookUp(asker, bank.email)).status).toBe(200);
  });
});
