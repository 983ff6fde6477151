import { refreshPaidFacts } from "@/lib/analytics/facts/refresh-shipment-facts";
import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { payments } from "@/models";
import { getOwnedPayment } from "./access";
import { auditView } from "./dto";

export type DeletePaymentOptions = { actor: Actor; paymentId: string };

/** Deletes one of the actor's payments; the audit entry keeps what it was. */
export async function deletePayment({ actor, paymentId }: DeletePaymentOptions): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const { payment } = await getOwnedPayment(tx, actor, paymentId, { forUpdate: true });
    await tx.delete(payments).where(eq(payments.id, payment.id));
    await refreshPaidFacts(tx, [payment.shipmentId]);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "payment.deleted",
      entityType: "payment",
      entityId: payment.id,
      data: { shipmentId: payment.shipmentId, ...auditView(payment) },
    });
  });
}
