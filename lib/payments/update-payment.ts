import { refreshPaidFacts } from "@/lib/analytics/facts/refresh-shipment-facts";
import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { payments } from "@/models";
import { getOwnedPayment } from "./access";
import { computeBalance } from "./balance";
import { auditView, toPaymentDto } from "./dto";
import { amountToMinor, rescaleMinor } from "@/lib/money/amount";
import { balanceSourceOf } from "./queries";
import type { BalanceDto, PaymentDto, UpdatePaymentInput } from "./schemas";

export type UpdatePaymentOptions = { actor: Actor; paymentId: string; changes: UpdatePaymentInput };

/**
 * Corrects one of the actor's payments: the fields sent replace the stored ones, `notes` null
 * or "" clears them. The amount is checked against the payment's currency after the change (a
 * new currency without a new amount keeps the same value if it fits the new minor digits).
 * The audit entry keeps the payment before and after.
 */
export async function updatePayment({
  actor,
  paymentId,
  changes,
}: UpdatePaymentOptions): Promise<{ payment: PaymentDto; balance: BalanceDto }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { payment: before } = await getOwnedPayment(tx, actor, paymentId, { forUpdate: true });
    const currency = changes.currency ?? before.currency;
    const amountMinor =
      changes.amount !== undefined
        ? amountToMinor(changes.amount, currency)
        : currency !== before.currency
          ? rescaleMinor(before.amountMinor, before.currency, currency)
          : before.amountMinor;
    const [after] = await tx
      .update(payments)
      .set({
        amountMinor,
        currency,
        ...(changes.paymentDate !== undefined ? { paymentDate: changes.paymentDate } : {}),
        ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
        updatedAt: new Date(),
      })
      .where(eq(payments.id, before.id))
      .returning();
    await refreshPaidFacts(tx, [before.shipmentId]);
    const previous = auditView(before);
    const next = auditView(after!);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "payment.updated",
      entityType: "payment",
      entityId: before.id,
      data: {
        shipmentId: before.shipmentId,
        amount: next.amount,
        currency: next.currency,
        fields: (Object.keys(next) as (keyof typeof next)[]).filter((k) => previous[k] !== next[k]),
        before: previous,
        after: next,
      },
    });
    const balance = computeBalance(await balanceSourceOf(tx, actor, before.shipmentId));
    return { payment: toPaymentDto(after!), balance: balance.dto };
  });
}
