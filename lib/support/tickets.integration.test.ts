import { describe, expect, it } from "vitest";
import { createTestAdmin, registerTestUser } from "@/test/accounts";
import { withTemporaryBlobStore } from "@/test/suite-fixtures";
import { adminReply, createTicket, getTicket, listTickets, newShipment, reply, TICKET } from "@/test/support";

withTemporaryBlobStore("support");

describe("support tickets: the customer's side", () => {
  it("opens a ticket about a shipment, lists it, reads it, replies; a stranger gets 404", async () => {
    const user = await registerTestUser();
    const stranger = await registerTestUser();
    const shipment = await newShipment(user);
    const created = await createTicket(user, { ...TICKET, shipmentId: shipment.id });
    expect(created.status).toBe(201);
    const ticket = created.body.ticket;
    expect(ticket).toMatchObject({
      number: 1,
      subject: TICKET.subject,
      category: "documents",
      priority: "normal",
      status: "open",
      shipment: { id: shipment.id, reference: shipment.reference },
      envelope: null,
    });
    const second = await createTicket(user, { ...TICKET, subject: "Second" });
    expect(second.body.ticket.number).toBe(2);
    // Numbers count each user's own tickets.
    expect((await createTicket(stranger, TICKET)).body.ticket.number).toBe(1);

    const list = await listTickets(user);
    expect(list.status).toBe(200);
    expect(list.body.tickets.map((t: { number: number }) => t.number)).toEqual([2, 1]);

    const read = await getTicket(user, ticket.id);
    expect(read.status).toBe(200);
    expect(read.body.messages).toHaveLength(1);
    expect(read.body.messages[0]).toMatchObject({ body: TICKET.message, author: { id: user.id, isStaff: false } });

    expect((await getTicket(stranger, ticket.id)).status).toBe(404);
    expect((await reply(stranger, ticket.id, { body: "hi" })).status).toBe(404);

    const answered = await reply(user, ticket.id, { body: "Also the HS code." });
    expect(answered.status).toBe(201);
    expect(answered.body.ticket.status).toBe("open");
  });

  it("a customer reply reopens a ticket waiting on them", async () => {
    const user = await registerTestUser();
    const admin = await createTestAdmin();
    const { ticket } = (await createTicket(user, TICKET)).body;
    expect((await adminReply(admin, ticket.id, { body: "Which PDF?" })).status).toBe(201);
    expect((await getTicket(user, ticket.id)).body.ticket.status).toBe("waiting_on_customer");
    const answered = await reply(user, ticket.id, { body: "The one from yesterday." });
    expect(answered.body.ticket.status).toBe("open");
  });
});
