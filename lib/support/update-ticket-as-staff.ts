import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { AppError } from "@/lib/contract/errors";
import { getDb } from "@/lib/db/client";
import { supportTickets, users } from "@/models";
import { getTicketForStaff } from "./access";
import { staffTicketById, toAdminTicketDto } from "./admin-dto";
import { targetsFor } from "./business-hours";
import { emitTicketEvent } from "./events";
import type { AdminTicketDto, AdminUpdateTicketInput } from "./schemas";
import { supportBusinessHours } from "./settings";

export type UpdateTicketAsStaffOptions = { actor: Actor; ticketId: string; input: AdminUpdateTicketInput };

/**
 * Support sets a ticket's status, assignee (an admin, or nobody) or priority. Any status may
 * follow any other (support corrects mistakes); resolving stamps `resolvedAt`, closing `closedAt`,
 * going back to open or waiting clears both. A new priority recomputes both targets from the
 * ticket's creation, in business hours. Each change is one audit entry.
 */
export async function updateTicketAsStaff({
  actor,
  ticketId,
  input,
}: UpdateTicketAsStaffOptions): Promise<{ ticket: AdminTicketDto }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ticket = await getTicketForStaff(tx, actor, ticketId, { forUpdate: true });
    const now = new Date();
    const changes: Partial<typeof supportTickets.$inferInsert> = {};
    const audit = (entry: { action: string; data: Record<string, unknown> }) =>
      writeAudit(tx, {
        ...entry,
        data: { number: ticket.number, ...entry.data },
        actorId: actor.userId,
        entityType: "support_ticket",
        entityId: ticketId,
      });

    if (input.assigneeId !== undefined && input.assigneeId !== ticket.assigneeId) {
      if (input.assigneeId !== null) {
        const [admin] = await tx.select({ role: users.role }).from(users).where(eq(users.id, input.assigneeId));
        if (admin?.role !== "admin") {
          const message = "assigneeId: tickets can only be assigned to an admin.";
          throw new AppError("validation_failed", message, { issues: [{ path: "assigneeId", message }] });
        }
      }
      changes.assigneeId = input.assigneeId;
      await audit({ action: "support_ticket.assigned", data: { from: ticket.assigneeId, to: input.assigneeId } });
    }
    if (input.priority !== undefined && input.priority !== ticket.priority) {
      Object.assign(changes, {
        priority: input.priority,
        ...targetsFor(ticket.createdAt, input.priority, supportBusinessHours()),
      });
      await audit({ action: "support_ticket.priority_changed", data: { from: ticket.priority, to: input.priority } });
    }
    if (input.status !== undefined && input.status !== ticket.status) {
      const to = input.status;
      Object.assign(
        changes,
        to === "resolved"
          ? { status: to, resolvedAt: now, closedAt: null }
          : to === "closed"
            ? { status: to, closedAt: now, resolvedAt: ticket.resolvedAt ?? now }
            : { status: to, resolvedAt: null, closedAt: null },
      );
      await audit({ action: "support_ticket.status_changed", data: { from: ticket.status, to, by: "staff" } });
      await emitTicketEvent(tx, { type: "status_changed", ticketId, actorId: actor.userId, from: ticket.status, to });
    }
    if (Object.keys(changes).length > 0)
      await tx
        .update(supportTickets)
        .set({ ...changes, updatedAt: now })
        .where(eq(supportTickets.id, ticketId));
    return { ticket: toAdminTicketDto(await staffTicketById(tx, ticketId), now, supportBusinessHours()) };
  });
}
