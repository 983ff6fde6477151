import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as profile } from "@/app/api/auth/profile/route";
import { POST as approve } from "@/app/api/admin/verifications/[userId]/approve/route";
import { POST as reject } from "@/app/api/admin/verifications/[userId]/reject/route";
import { GET as reviewItem } from "@/app/api/admin/verifications/[userId]/route";
import { GET as queue } from "@/app/api/admin/verifications/route";
import { POST as reinstate } from "@/app/api/admin/users/[id]/reinstate/route";
import { POST as suspend } from "@/app/api/admin/users/[id]/suspend/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as myVerification, PUT as submit } from "@/app/api/users/verify/route";
import { actorFor } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { auditLog, users } from "@/models";
import { createTestAdmin, registerTestUser, type TestUser } from "@/test/accounts";
import { call, PASSWORD } from "@/test/http";
import { startMailbox } from "@/test/mailbox";
import { FOREIGN_BUSINESS, INDIAN_BUSINESS, uploadDocuments, useTemporaryBlobStore } from "@/test/verification";
import { assertVerifiedBusiness } from "./access";
import { KYC_DOCUMENT_TYPES } from "./document-types";

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let admin: TestUser;
beforeAll(async () => {
  useTemporaryBlobStore();
  mailbox = await startMailbox();
  admin = await createTestAdmin();
});
afterAll(async () => mailbox.close());

const auditOf = async (userId: string, action: string) =>
  (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, action)));

async function readyUser(): Promise<TestUser> {
  const user = await registerTestUser();
  await uploadDocuments(user, KYC_DOCUMENT_TYPES);
  return user;
}

describe("PUT /api/users/verify: validation", () => {
  it.each([
    ["a GSTIN with a wrong check character", { gstin: "27AAPFU0939F1ZW" }, "gstin", /check digit/],
    ["a GSTIN of the wrong length", { gstin: "27AAPFU0939F1Z" }, "gstin", /15 characters/],
    ["a PAN in the wrong pattern", { pan: "AAPFU09391", iec: "AAPFU09391" }, "pan", /five letters, four digits/],
    ["an IEC other than the PAN", { iec: "AAGCB7383J" }, "iec", /same as the PAN/],
    [
      "a GSTIN holding another PAN",
      { gstin: "29AAGCB7383J1Z4", address: { ...INDIAN_BUSINESS.address, state: "Karnataka", postalCode: "560001" } },
      "gstin",
      /must be the PAN/,
    ],
    [
      "a GSTIN of another state than the address",
      { address: { ...INDIAN_BUSINESS.address, state: "Karnataka" } },
      "address.state",
      /Maharashtra \(code 27\).*Karnataka/,
    ],
    ["a missing GSTIN in India", { gstin: undefined }, "gstin", /GSTIN is required/],
    [
      "a 5-digit PIN code",
      { address: { ...INDIAN_BUSINESS.address, postalCode: "40001" } },
      "address.postalCode",
      /6 digits/,
    ],
    ["an unknown country", { country: "XX" }, "country", /Choose a country/],
    ["an unknown entity type", { entityType: "pirate_ship" }, "entityType", /Choose an entity type/],
    [
      "a missing signatory email",
      { signatory: { name: "A", designation: "B" } },
      "signatory.email",
      /Signatory.s email is required/,
    ],
    ["an empty legal name", { legalName: "  " }, "legalName", /Legal name is required/],
  ])("answers 400 naming the field for %s", async (_label, override, path, message) => {
    const user = await registerTestUser();
    const res = await call(submit, { method: "PUT", token: user.token, json: { ...INDIAN_BUSINESS, ...override } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.issues).toEqual(expect.arrayContaining([{ path, message: expect.stringMatching(message) }]));
  });

  it("outside India requires the registration number, not the Indian identifiers", async () => {
    const user = await registerTestUser();
    const res = await call(submit, {
      method: "PUT",
      token: user.token,
      json: { ...FOREIGN_BUSINESS, registrationNumber: "" },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      { path: "registrationNumber", message: expect.stringContaining("Registration number is required") },
    ]);
  });

  it("refuses a submission without the required documents with 422 listing each one", async () => {
    const user = await registerTestUser();
    await uploadDocuments(user, ["pan_card"]);
    const res = await call(submit, { method: "PUT", token: user.token, json: INDIAN_BUSINESS });
    expect(res.status).toBe(422);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual([
      "documents.certificate_of_incorporation",
      "documents.gst_certificate",
      "documents.iec_certificate",
      "documents.address_proof",
      "documents.signatory_id",
    ]);
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(row!.verificationState).toBe("unverified");
  });

  it("asks an exporter in India for the IEC (400 on the field), and a bank for neither the IEC nor its certificate", async () => {
    const exporter = await registerTestUser({ role: "exporter" });
    await uploadDocuments(exporter, KYC_DOCUMENT_TYPES);
    const noIec = await call(submit, { method: "PUT", token: exporter.token, json: { ...INDIAN_BUSINESS, iec: "" } });
    expect(noIec.status).toBe(400);
    expect(noIec.body.issues).toEqual([
      { path: "iec", message: "IEC is required for an exporter or importer in India." },
    ]);

    const bank = await registerTestUser({ role: "bank" });
    await uploadDocuments(bank, ["pan_card"]);
    const missing = await call(submit, { method: "PUT", token: bank.token, json: { ...INDIAN_BUSINESS, iec: "" } });
    expect(missing.status).toBe(422);
    expect(missing.body.issues.map((i: { path: string }) => i.path)).toEqual([
      "documents.certificate_of_incorporation",
      "documents.gst_certificate",
      "documents.address_proof",
      "documents.signatory_id",
    ]);
    await uploadDocuments(bank, ["certificate_of_incorporation", "gst_certificate", "address_proof", "signatory_id"]);
    // An IEC a bank sends anyway is not kept: it has none to verify.
    const ok = await call(submit, { method: "PUT", token: bank.token, json: INDIAN_BUSINESS });
    expect(ok.status).toBe(200);
    expect(ok.body.user.verificationState).toBe("pending");
    expect(ok.body.verification.details.iec).toBeUndefined();
    expect(ok.body.verification.details.pan).toBe(INDIAN_BUSINESS.pan);
  });

  it("a visitor gets 401", async () => {
    expect((await call(submit, { method: "PUT", json: INDIAN_BUSINESS })).status).toBe(401);
    expect((await call(myVerification)).status).toBe(401);
  });
});

describe("the verification flow", () => {
  it("submit → pending → reject with reason → resubmit → verify → suspend (sessions revoked) → reinstate, each emailed and audited", async () => {
    const user = await readyUser();
    const secondSession = (await call(login, { method: "POST", json: { email: user.email, password: PASSWORD } })).body
      .token as string;

    // Lower-case identifiers and the ISO state code are normalised.
    const submitted = await call(submit, {
      method: "PUT",
      token: user.token,
      json: { ...INDIAN_BUSINESS, gstin: "27aapfu0939f1zv", address: { ...INDIAN_BUSINESS.address, state: "MH" } },
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.user.verificationState).toBe("pending");
    expect(submitted.body.verification).toMatchObject({
      state: "pending",
      submittedAt: expect.any(String),
      reviewedAt: null,
      reason: null,
    });
    expect(submitted.body.verification.details).toMatchObject({
      gstin: "27AAPFU0939F1ZV",
      address: { state: "Maharashtra" },
    });
    expect((await mailbox.waitFor(user.email, /received your business verification/)).text).toContain(
      "24 hours or more",
    );
    expect(await auditOf(user.id, "verification.submitted")).toHaveLength(1);
    expect((await call(profile, { token: user.token })).body.user.verificationState).toBe("pending");

    const again = await call(submit, { method: "PUT", token: user.token, json: INDIAN_BUSINESS });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("already under review");

    const item = await call(reviewItem, { token: admin.token, params: { userId: user.id } });
    expect(item.status).toBe(200);
    expect(item.body.item.documents).toHaveLength(6);
    expect(item.body.item.missingDocuments).toEqual([]);
    expect(item.body.item.checks.every((c: { ok: boolean }) => c.ok)).toBe(true);

    expect(
      (await call(reject, { method: "POST", token: admin.token, params: { userId: user.id }, json: { reason: "" } }))
        .status,
    ).toBe(400);
    const reason = "The address proof is older than three months; please upload a recent one.";
    const rejected = await call(reject, {
      method: "POST",
      token: admin.token,
      params: { userId: user.id },
      json: { reason },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.verification).toMatchObject({ state: "rejected", reason, reviewedAt: expect.any(String) });
    expect((await mailbox.waitFor(user.email, /needs changes/)).text).toContain(reason);
    const [rejectAudit] = await auditOf(user.id, "verification.rejected");
    expect(rejectAudit).toMatchObject({ actorId: admin.id, data: { from: "pending", to: "rejected", reason } });
    const mine = await call(myVerification, { token: user.token });
    expect(mine.body.verification).toMatchObject({ state: "rejected", reason });

    // A second reviewer acting on stale state gets 409, not a silent double change.
    expect((await call(approve, { method: "POST", token: admin.token, params: { userId: user.id } })).status).toBe(409);

    const resubmitted = await call(submit, { method: "PUT", token: user.token, json: INDIAN_BUSINESS });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.verification).toMatchObject({ state: "pending", reason: null, reviewedAt: null });

    const approved = await call(approve, { method: "POST", token: admin.token, params: { userId: user.id } });
    expect(approved.status).toBe(200);
    expect(approved.body.user.verificationState).toBe("verified");
    await mailbox.waitFor(user.email, /business is verified/);
    expect(await auditOf(user.id, "verification.approved")).toEqual([expect.objectContaining({ actorId: admin.id })]);
    const [verifiedRow] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(() => assertVerifiedBusiness(actorFor(verifiedRow!, "bearer", null, null))).not.toThrow();

    expect((await call(profile, { token: user.token })).status).toBe(200);
    expect((await call(profile, { token: secondSession })).status).toBe(200);
    expect(
      (await call(suspend, { method: "POST", token: admin.token, params: { id: user.id }, json: {} })).status,
    ).toBe(400);
    const suspended = await call(suspend, {
      method: "POST",
      token: admin.token,
      params: { id: user.id },
      json: { reason: "Documents reported as forged." },
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.user.verificationState).toBe("suspended");
    expect((await call(profile, { token: user.token })).status).toBe(401);
    expect((await call(profile, { token: secondSession })).status).toBe(401);
    expect((await mailbox.waitFor(user.email, /suspended/)).text).toContain("Documents reported as forged.");
    expect(await auditOf(user.id, "verification.suspended")).toEqual([expect.objectContaining({ actorId: admin.id })]);

    // Signed in again, a suspended business still cannot act on eBLs, and cannot resubmit around the suspension.
    const relogin = await call(login, { method: "POST", json: { email: user.email, password: PASSWORD } });
    expect(relogin.body.user.verificationState).toBe("suspended");
    const [suspendedRow] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    const refusal = (() => {
      try {
        assertVerifiedBusiness(actorFor(suspendedRow!, "bearer", null, null));
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(refusal).toMatchObject({
      code: "verification_required",
      status: 403,
      message: expect.stringContaining("suspended"),
    });
    expect((await call(submit, { method: "PUT", token: relogin.body.token, json: INDIAN_BUSINESS })).status).toBe(422);

    const reinstated = await call(reinstate, { method: "POST", token: admin.token, params: { id: user.id } });
    expect(reinstated.status).toBe(200);
    expect(reinstated.body.user.verificationState).toBe("verified");
    await mailbox.waitFor(user.email, /reinstated/);
    expect((await call(reinstate, { method: "POST", token: admin.token, params: { id: user.id } })).status).toBe(409);
  });

  it("only a verified business can be suspended, and an admin cannot suspend themselves", async () => {
    const user = await readyUser();
    const res = await call(suspend, {
      method: "POST",
      token: admin.token,
      params: { id: user.id },
      json: { reason: "Testing a suspension." },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("has not submitted");
    const self = await call(suspend, {
      method: "POST",
      token: admin.token,
      params: { id: admin.id },
      json: { reason: "Testing a suspension." },
    });
    expect(self.status).toBe(422);
  });

  it("the queue lists pending businesses oldest first with checks and documents; other states on request", async () => {
    const first = await readyUser();
    const second = await readyUser();
    await call(submit, { method: "PUT", token: first.token, json: INDIAN_BUSINESS });
    await call(submit, { method: "PUT", token: second.token, json: FOREIGN_BUSINESS });
    const all: { user: { id: string } }[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: { items: typeof all; nextCursor: string | null } } = await call(queue, {
        token: admin.token,
        path: `/api/admin/verifications?limit=1${cursor ? `&cursor=${cursor}` : ""}`,
      });
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(1);
      all.push(...page.body.items);
      cursor = page.body.nextCursor;
    } while (cursor);
    const ids = all.map((i) => i.user.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const foreign = all.find((i) => i.user.id === second.id) as unknown as { checks: unknown[]; documents: unknown[] };
    expect(foreign.checks).toEqual([]);

    const rejectedList = await call(queue, { token: admin.token, path: "/api/admin/verifications?state=rejected" });
    expect(rejectedList.body.items.map((i: { user: { id: string } }) => i.user.id)).not.toContain(first.id);
    expect((await call(queue, { token: admin.token, path: "/api/admin/verifications?state=nonsense" })).status).toBe(
      400,
    );
    expect((await call(queue, { token: admin.token, path: "/api/admin/verifications?cursor=garbage" })).status).toBe(
      400,
    );
  });

  it("an unknown user id answers 404 to reviewer actions", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await call(approve, { method: "POST", token: admin.token, params: { userId: id } })).status).toBe(404);
    expect((await call(reviewItem, { token: admin.token, params: { userId: id } })).status).toBe(404);
  });
});
