import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { AppError } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { supportTickets, type SupportStatus } from "@/models";
import { getOwnTicket } from "./access";
import { toTicketDto } from "./dto";
import { emitTicketEvent } from "./events";
import { ticketWithLinks } from "./queries";
import type { TicketDto, UpdateTicketInput } from "./schemas";

export type UpdateTicketOptions = { actor: Actor; ticketId: string; input: UpdateTicketInput };

const DONE: ReadonlySet<SupportStatus> = new Set(["resolved", "closed"]);

/**
 * The user closes, reopens or rates their ticket. Closing works from any status; reopening only
 * a resolved or closed ticket (an open one is open already: no change, no error). A rating (1–5,
 * with an optional comment) is given once, after the ticket is resolved or closed; a status sent
 * with it is applied first, so "close and rate" is one request.
 */
export async function updateTicket({ actor, ticketId, input }: UpdateTicketOptions): Promise<{ ticket: TicketDto }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ticket = await getOwnTicket(tx, actor, ticketId, { forUpdate: true });
    const now = new Date();
    let status = ticket.status;
    const changes: Partial<typeof supportTickets.$inferInsert> = {};
    if (input.status === "closed" && status !== "closed") {
      status = "closed";
      Object.assign(changes, { status, closedAt: now });
    } else if (input.status === "open" && DONE.has(status)) {
      status = "open";
      Object.assign(changes, { status, resolvedAt: null, closedAt: null });
    }
    const rating = input.rating;
    if (rating !== undefined || input.ratingComment !== undefined) {
      if (!DONE.has(status))
        throw new AppError("unprocessable", "You can rate a ticket once it is resolved or closed.", {
          issues: [{ path: "rating", message: "Rate the ticket once it is resolved or closed." }],
        });
      if (ticket.rating !== null) throw new AppError("conflict", "You have already rated this ticket.");
      if (rating === undefined)
        throw new AppError("validation_failed", "Choose a rating from 1 to 5 to go with the comment.", {
          issues: [{ path: "rating", message: "Choose a rating from 1 to 5." }],
        });
      Object.assign(changes, { rating, ratingComment: input.ratingComment ?? null, ratedAt: now });
    }
    if (Object.keys(changes).length === 0) return { ticket: toTicketDto(await ticketWithLinks(tx, ticket)) };
    const [updated] = await tx
      .update(supportTickets)
      .set({ ...changes, updatedAt: now })
      .where(eq(supportTickets.id, ticketId))
      .returning();
    if (status !== ticket.status) {
      await writeAudit(tx, {
        actorId: actor.userId,
        action: "support_ticket.status_changed",
        entityType: "support_ticket",
        entityId: ticketId,
        data: { number: ticket.number, from: ticket.status, to: status, by: "customer" },
      });
      await emitTicketEvent(tx, {
        type: "status_changed",
        ticketId,
        actorId: actor.userId,
        from: ticket.status,
        to: status,
      });
    }
    if (changes.rating !== undefined) {
      await writeAudit(tx, {
        actorId: actor.userId,
        action: "support_ticket.rated",
        entityType: "support_ticket",
        entityId: ticketId,
        data: { number: ticket.number, rating: changes.rating, comment: changes.ratingComment ?? null },
      });
    }
    return { ticket: toTicketDto(await ticketWithLinks(tx, updated!)) };
  });
}
