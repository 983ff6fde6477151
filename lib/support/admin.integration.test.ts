import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { auditLog, supportTickets } from "@/models";
import { createTestAdmin, registerTestUser } from "@/test/accounts";
import { withTemporaryBlobStore } from "@/test/suite-fixtures";
import {
  adminGet,
  adminList,
  adminPatch,
  adminReply,
  createTicket,
  getTicket,
  newShipment,
  TICKET,
} from "@/test/support";
import { businessMinutesBetween } from "./business-hours";
import { supportBusinessHours } from "./settings";

withTemporaryBlobStore("support-admin");

const actionsOf = async (ticketId: string) =>
  (await (await getDb()).select().from(auditLog).where(eq(auditLog.entityId, ticketId))).map((r) => r.action).sort();

/** Moves a ticket's creation (and its targets) into the past, as if it had been filed then. */
async function backdate(ticketId: string, patch: Partial<typeof supportTickets.$inferInsert>) {
  await (await getDb()).update(supportTickets).set(patch).where(eq(supportTickets.id, ticketId));
}

describe("GET /api/admin/support/tickets/{id}", () => {
  it("shows the conversation with internal notes, the requester, the targets and the linked shipment's summary only", async () => {
    const user = await registerTestUser();
    const admin = await createTestAdmin();
    const shipment = await newShipment(user);
    const { ticket } = (await createTicket(user, { ...TICKET, priority: "high", shipmentId: shipment.id })).body;
    await adminReply(admin, ticket.id, { body: "Looking into it.", internal: true });
    const res = await adminGet(admin, ticket.id);
    expect(res.status).toBe(200);
    const { ticket: t, messages, shipment: linked, timeZone } = res.body;
    expect(timeZone).toBe("Asia/Kolkata");
    expect(t.requester).toMatchObject({ id: user.id, name: "Asha Verma", email: user.email });
    expect(t.assignee).toBeNull();
    expect(messages.map((m: { internal: boolean }) => m.internal)).toEqual([false, true]);
    // A high priority ticket: 4 business hours to the first response, 18 to the resolution.
    const hours = supportBusinessHours();
    const created = new Date(t.createdAt);
    expect(businessMinutesBetween(created, new Date(t.firstResponse.dueAt), hours)).toBe(240);
    expect(businessMinutesBetween(created, new Date(t.resolution.dueAt), hours)).toBe(18 * 60);
    expect(t.firstResponse).toMatchObject({ metAt: null, breached: false });
    expect(linked).toEqual({
      id: shipment.id,
      reference: shipment.reference,
      status: "draft",
      documents: [
        { key: "commercial_invoice", title: "Commercial invoice", state: "empty" },
        { key: "packing_list", title: "Packing list", state: "empty" },
      ],
      files: [],
    });
    // Never a document's contents: no `data` key anywhere in the summary.
    expect(JSON.stringify(linked)).not.toMatch(/"data"/);
  });

  it("404 for a non-admin (even the ticket's user) and for an unknown ticket", async () => {
    const user = await registerTestUser();
    const admin = await createTestAdmin();
    const { ticket } = (await createTicket(user, TICKET)).body;
    expect((await adminGet(user, ticket.id)).status).toBe(404);
    expect((await adminGet(admin, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await adminGet(null, ticket.id)).status).toBe(401);
  });
});

describe("POST /api/admin/support/tickets/{id}/messages", () => {
  it("a public reply is the first response and waits on the customer; a note changes nothing the customer sees", async () => {
    const user = await registerTestUser();
    const admin = await createTestAdmin();
    const { ticket } = (await createTicket(user, TICKET)).body;
    const before = (await getTicket(user, ticket.id)).body.ticket;

    const note = await adminReply(admin, ticket.id, { body: "Check the port master data.", internal: true });
    expect(note.status).toBe(201);
    expect(note.body.ticket.status).toBe("open");
    expect(note.body.ticket.firstResponse.metAt).toBeNull();
    expect((await getTicket(user, ticket.id)).body.ticket.lastMessageAt).toBe(before.lastMessageAt);

    const answer = await adminReply(admin, ticket.id, { body: "Fixed: please download the PDF again." });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toMatchObject({ internal: false, author: { id: admin.id, isStaff: true } });
    expect(answer.body.ticket.status).toBe("waiting_on_customer");
    expect(answer.body.ticket.firstResponse.metAt).toBe(answer.body.message.createdAt);
    expect(answer.body.ticket.firstResponse.breached).toBe(false);
    expect(await actionsOf(ticket.id)).toEqual([
      "support_ticket.created",
      "support_ticket.note_added",
      "support_ticket.staff_replied",
    ]);
  });

  it("400 for an empty body or a bad internal flag; 404 for non-admins", async () => {
    const user = await registerTestUser();
    const admin = await createTestAdmin();
    const { ticket } = (await createTicket(user, TICKET)).body;
    expect((await adminReply(admin, ticket.id, { body: " " })).body.issues).toEqual([
      { path: "body", message: "Write a message." },
    ]);
    expect((await adminReply(admin, ticket.id, { body: "x", internal: "yes" })).body.issues[0].path).toBe("internal");
    expect((await adminReply(user, ticket.id, { body: "x" })).status).toBe(404);
  });
});

describe("PATCH /api/admin/support/tickets/{id}", () => {
  it("assigns to an admin only, changes priority (recomputing the targets) and status, each audited", async () => {
    const user = await registerTestUser();
    const admin = await createTestAdmin();
    const other = await createTestAdmin();
    const { ticket } = (await createTicket(user, { ...TICKET, priority: "low" })).body;

    const notAdmin = await adminPatch(admin, ticket.id, { assigneeId: user.id });
    expect(notAdmin.status).toBe(400);
    expect(notAdmin.body.issues).toEqual([
      { path: "assigneeId", message: "assigneeId: tickets can only be assigned to an admin." },
    ]);
    const assigned = await adminPatch(admin, ticket.id, { assigneeId: other.id, priority: "urgent" });
    expect(assigned.status).toBe(200);
    const t = assigned.body.ticket;
    expect(t.assignee).toMatchObject({ id: other.id });
    expect(t.priority).toBe("urgent");
    // Urgent: 1 business hour to the first response, 9 to the resolution, counted from the creation.
    const hours = supportBusinessHours();
    expect(businessMinutesBetween(new Date(t.createdAt), new Date(t.firstResponse.dueAt), hours)).toBe(60);
    expect(businessMinutesBetween(new Date(t.createdAt), new Date(t.resolution.dueAt), hours)).toBe(540);

    const resolved = await adminPatch(admin, ticket.id, { status: "resolved" });
    expect(resolved.body.ticket.status).toBe("resolved");
    expect(resolved.body.ticket.resolution.metAt).not.toBeNull();
    expect((await getTicket(user, ticket.id)).body.ticket.status).toBe("resolved");
    const unassigned = await adminPatch(admin, ticket.id, { assigneeId: null });
    expect(unassigned.body.ticket.assignee).toBeNull();
    expect(await actionsOf(ticket.id)).toEqual([
      "support_ticket.assigned",
      "support_ticket.assigned",
      "support_ticket.created",
      "support_ticket.priority_changed",
      "support_ticket.status_changed",
    ]);
  });

  it("400 for an empty change or an unknown status; 404 for non-admins", async () => {
    const user = await registerTestUser();
    const admin = await createTestAdmin();
    const { ticket } = (await createTicket(user, TICKET)).body;
    expect((await adminPatch(admin, ticket.id, {})).status).toBe(400);
    expect((await adminPatch(admin, ticket.id, { status: "pending" })).body.issues[0].path).toBe("status");
    expect((await adminPatch(user, ticket.id, { status: "closed" })).status).toBe(404);
  });
});

describe("GET /api/admin/support/tickets", () => {
  it("filters by status, category, priority, assignee and breached targets, keyset-paged", async () => {
    const user = await registerTestUser();
    const admin = await createTestAdmin();
    const tag = `Q-${Date.now()}`;
    const make = async (extra: Record<string, unknown>) =>
      (await createTicket(user, { ...TICKET, subject: `${tag} ${JSON.stringify(extra)}`, ...extra })).body.ticket.id;
    const late = await make({ category: "ebl", priority: "urgent" });
    const assigned = await make({ category: "payments" });
    const fresh = await make({ category: "ebl" });
    // Filed two weeks ago with targets long gone, never answered: overdue on both targets.
    const twoWeeksAgo = new Date(Date.now() - 14 * 24 * 3600 * 1000);
    await backdate(late, {
      createdAt: twoWeeksAgo,
      firstResponseDueAt: new Date(twoWeeksAgo.getTime() + 3600 * 1000),
      resolutionDueAt: new Date(twoWeeksAgo.getTime() + 9 * 3600 * 1000),
    });
    await adminPatch(admin, assigned, { assigneeId: admin.id, status: "waiting_on_customer" });

    const ids = async (qs: string) => {
      const res = await adminList(admin, `?limit=100${qs}`);
      expect(res.status).toBe(200);
      return res.body.tickets
        .filter((t: { subject: string }) => t.subject.startsWith(tag))
        .map((t: { id: string }) => t.id);
    };
    expect(await ids("")).toEqual([fresh, assigned, late]);
    expect(await ids("&category=ebl")).toEqual([fresh, late]);
    expect(await ids("&priority=urgent")).toEqual([late]);
    expect(await ids("&status=waiting_on_customer")).toEqual([assigned]);
    expect(await ids(`&assigneeId=${admin.id}`)).toEqual([assigned]);
    expect(await ids("&assigneeId=unassigned")).toEqual([fresh, late]);
    expect(await ids("&breached=true")).toEqual([late]);
    expect(await ids("&breached=false")).toEqual([fresh, assigned]);

    const overdue = (await adminList(admin, "?breached=true&limit=100")).body.tickets.find(
      (t: { id: string }) => t.id === late,
    );
    expect(overdue.breached).toBe(true);
    expect(overdue.firstResponse.breached).toBe(true);
    expect(overdue.firstResponse.businessMinutesLeft).toBeLessThan(0);

    const page1 = await adminList(admin, "?limit=1");
    expect(page1.body.tickets).toHaveLength(1);
    const page2 = await adminList(admin, `?limit=1&cursor=${page1.body.nextCursor}`);
    expect(page2.body.tickets[0].id).not.toBe(page1.body.tickets[0].id);
  });

  it("400 for bad filters; 404 for non-admins", async () => {
    const user = await registerTestUser();
    const admin = await createTestAdmin();
    expect((await adminList(admin, "?status=new")).body.issues[0].path).toBe("status");
    expect((await adminList(admin, "?assigneeId=bob")).body.issues[0].path).toBe("assigneeId");
    expect((await adminList(admin, "?breached=maybe")).body.issues[0].path).toBe("breached");
    expect((await adminList(user)).status).toBe(404);
    expect((await adminList(null)).status).toBe(401);
  });
});
