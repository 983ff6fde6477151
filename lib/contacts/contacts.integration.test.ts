import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteContact, PATCH as updateContact } from "@/app/api/contacts/[id]/route";
import { GET as listContacts, POST as createContact } from "@/app/api/contacts/route";
import { getDb } from "@/lib/db/client";
import { auditLog, contacts } from "@/models";
import { call } from "@/test/http";
import { registerTestUser, type TestUser } from "@/test/accounts";

const CONSIGNEE = {
  name: "Lena Vogel",
  company: "Nordhafen Handels GmbH",
  addressLines: ["Am Sandtorkai 12", "", "3. OG"],
  city: "Hamburg",
  state: "",
  postalCode: "20457",
  country: "de",
  email: "Lena.Vogel@Nordhafen.example",
  phone: "+49 40 1234 5678",
  taxIds: { eori: "de 123456789012345", vat: "DE123456789", gstin: "" },
  roles: ["consignee", "buyer", "consignee"],
};

let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  alice = await registerTestUser();
  bob = await registerTestUser();
});

const create = (user: TestUser, data: unknown) =>
  call(createContact, { method: "POST", token: user.token, json: { data } });
const patch = (user: TestUser, id: string, data: unknown) =>
  call(updateContact, { method: "PATCH", token: user.token, params: { id }, json: { data } });
const remove = (user: TestUser, id: string) =>
  call(deleteContact, { method: "DELETE", token: user.token, params: { id } });
const list = (user: TestUser, qs = "") => call(listContacts, { token: user.token, path: `/api/contacts${qs}` });

describe("POST /api/contacts", () => {
  it("saves a normalised contact (201) and audits it", async () => {
    const res = await create(alice, CONSIGNEE);
    expect(res.status).toBe(201);
    expect(res.body.contact).toEqual({
      id: expect.any(String),
      data: {
        name: "Lena Vogel",
        company: "Nordhafen Handels GmbH",
        addressLines: ["Am Sandtorkai 12", "3. OG"],
        city: "Hamburg",
        postalCode: "20457",
        country: "DE",
        email: "lena.vogel@nordhafen.example",
        phone: "+49 40 1234 5678",
        taxIds: { eori: "DE123456789012345", vat: "DE123456789" },
        roles: ["consignee", "buyer"],
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, res.body.contact.id), eq(auditLog.action, "contact.created")));
    expect(audit).toHaveLength(1);
  });

  it("accepts an Indian exporter with a valid GSTIN, IEC and PAN", async () => {
    const res = await create(alice, {
      company: "Shreeji Exports Pvt Ltd",
      country: "IN",
      taxIds: { gstin: "27aapfu0939f1zv", iec: "AAPFU0939F", pan: "AAPFU0939F" },
      roles: ["exporter"],
    });
    expect(res.status).toBe(201);
    expect(res.body.contact.data.taxIds).toEqual({ gstin: "27AAPFU0939F1ZV", iec: "AAPFU0939F", pan: "AAPFU0939F" });
  });

  it.each([
    ["neither name nor company", { city: "Pune" }, "data.name", "Enter a name or a company."],
    ["a 201-character name", { name: "x".repeat(201) }, "data.name", "Name must be at most 200 characters."],
    ["a numeric company", { company: 7 }, "data.company", "Company must be text."],
    ["an unknown country", { name: "A", country: "XX" }, "data.country", "Country: use a two-letter ISO country code"],
    ["a bad email", { name: "A", email: "lena@" }, "data.email", "Email: enter a valid email address."],
    ["a short phone", { name: "A", phone: "12345" }, "data.phone", "Phone: enter 7 to 20 digits"],
    [
      "a GSTIN with a wrong check digit",
      { name: "A", taxIds: { gstin: "27AAPFU0939F1ZW" } },
      "data.taxIds.gstin",
      "does not match its check digit",
    ],
    ["a malformed EORI", { name: "A", taxIds: { eori: "123" } }, "data.taxIds.eori", "EORI: enter a country code"],
    [
      "a malformed PAN",
      { name: "A", taxIds: { pan: "AAPF10939F" } },
      "data.taxIds.pan",
      "A PAN is five letters, four digits and one letter",
    ],
    ["a malformed IEC", { name: "A", taxIds: { iec: "ABC" } }, "data.taxIds.iec", "An IEC has 10 characters"],
    ["a malformed VAT number", { name: "A", taxIds: { vat: "DE-1" } }, "data.taxIds.vat", "VAT number: enter 4 to 20"],
    ["an unknown tax id", { name: "A", taxIds: { ssn: "1" } }, "data.taxIds", "Unknown tax id: ssn."],
    ["an unknown role", { name: "A", roles: ["captain"] }, "data.roles.0", "Roles: choose from exporter"],
    [
      "five address lines",
      { name: "A", addressLines: ["1", "2", "3", "4", "5"] },
      "data.addressLines",
      "At most 4 address lines.",
    ],
    ["an unknown field", { name: "A", fax: "1" }, "data", "Unknown contact field: fax."],
  ])("answers 400 for %s", async (_label, data, path, message) => {
    const res = await create(alice, data);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.issues).toContainEqual({ path, message: expect.stringContaining(message) });
  });

  it("answers 400 without data and 401 without credentials", async () => {
    const res = await call(createContact, { method: "POST", token: alice.token, json: {} });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe("data");
    expect((await call(createContact, { method: "POST", json: { data: { name: "A" } } })).status).toBe(401);
  });
});

describe("GET /api/contacts", () => {
  it("pages newest first with a cursor, every contact exactly once", async () => {
    const carol = await registerTestUser();
    const names: string[] = [];
    for (let i = 1; i <= 5; i++) {
      names.push(`Party ${i}`);
      expect((await create(carol, { name: `Party ${i}`, roles: i % 2 ? ["buyer"] : ["notify_party"] })).status).toBe(
        201,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(carol, `?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      expect(res.body.contacts.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.contacts.map((c: { data: { name: string } }) => c.data.name));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...names].reverse());
  });

  it("filters by text and by role, and never shows another user's contacts", async () => {
    const byText = await list(alice, "?q=nordhafen");
    expect(byText.body.contacts.map((c: { data: { company: string } }) => c.data.company)).toEqual([
      "Nordhafen Handels GmbH",
    ]);
    const byRole = await list(alice, "?role=exporter");
    expect(byRole.body.contacts.map((c: { data: { company: string } }) => c.data.company)).toEqual([
      "Shreeji Exports Pvt Ltd",
    ]);
    const wildcard = await list(alice, "?q=%25");
    expect(wildcard.body.contacts).toEqual([]);
    expect((await list(bob)).body).toEqual({ contacts: [], nextCursor: null });
  });

  it.each([
    ["limit 0", "?limit=0", "limit", "limit must be at least 1."],
    ["limit 201", "?limit=201", "limit", "limit must be at most 200."],
    [
      "a forged cursor",
      "?cursor=bm90LWEtY3Vyc29y",
      "cursor",
      "This cursor is not valid. Start again from the first page.",
    ],
    ["an unknown role", "?role=captain", "role", "role: choose from exporter"],
  ])("answers 400 for %s", async (_label, qs, path, message) => {
    const res = await list(alice, qs);
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message: expect.stringContaining(message) });
  });
});

describe("PATCH /api/contacts/{id}", () => {
  it("changes the fields sent, clears those sent empty, keeps the rest, and audits", async () => {
    const created = (
      await create(alice, { name: "Ravi Iyer", company: "Iyer Traders", city: "Chennai", phone: "+91 44 2345 6789" })
    ).body.contact;
    const res = await patch(alice, created.id, { city: "Coimbatore", phone: "" });
    expect(res.status).toBe(200);
    expect(res.body.contact.data).toEqual({ name: "Ravi Iyer", company: "Iyer Traders", city: "Coimbatore" });
    expect(new Date(res.body.contact.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(created.updatedAt).getTime(),
    );
    const db = await getDb();
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, "contact.updated")));
    expect(audit.map((a) => a.data)).toEqual([{ fields: ["city", "phone"] }]);
  });

  it("refuses a change that leaves neither name nor company, and a bad field, with 400", async () => {
    const created = (await create(alice, { name: "Only Name" })).body.contact;
    const cleared = await patch(alice, created.id, { name: null });
    expect(cleared.status).toBe(400);
    expect(cleared.body.issues).toContainEqual({ path: "data.name", message: "Enter a name or a company." });
    const bad = await patch(alice, created.id, { country: "ZZ" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("data.country");
    const db = await getDb();
    const [row] = await db.select().from(contacts).where(eq(contacts.id, created.id));
    expect(row!.data).toEqual({ name: "Only Name" });
  });

  it("answers 404 for another user's contact, an unknown id and a malformed id, and changes nothing", async () => {
    const created = (await create(alice, { name: "Private Party" })).body.contact;
    const res = await patch(bob, created.id, { name: "Hijacked" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: "not_found", message: "Contact not found." });
    expect((await patch(alice, "00000000-0000-4000-8000-000000000000", { name: "X" })).status).toBe(404);
    expect((await patch(alice, "not-a-uuid", { name: "X" })).status).toBe(404);
    const db = await getDb();
    const [row] = await db.select().from(contacts).where(eq(contacts.id, created.id));
    expect(row!.data).toEqual({ name: "Private Party" });
  });
});

describe("DELETE /api/contacts/{id}", () => {
  it("deletes the user's contact (audited), then answers 404", async () => {
    const created = (await create(alice, { company: "Short Lived Ltd" })).body.contact;
    expect((await remove(alice, created.id)).status).toBe(204);
    const db = await getDb();
    expect(await db.select().from(contacts).where(eq(contacts.id, created.id))).toEqual([]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, "contact.deleted")));
    expect(audit).toHaveLength(1);
    expect((await remove(alice, created.id)).status).toBe(404);
  });

  it("answers 404 for another user's contact and keeps it", async () => {
    const created = (await create(alice, { company: "Keep Me Ltd" })).body.contact;
    const res = await remove(bob, created.id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Contact not found.");
    const db = await getDb();
    expect(await db.select().from(contacts).where(eq(contacts.id, created.id))).toHaveLength(1);
  });
});
