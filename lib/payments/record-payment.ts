import { refreshPaidFacts } from "@/lib/analytics/facts/refresh-shipment-facts";
import { count, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { getOwnedShipment } from "@/lib/shipments/access";
import { payments } from "@/models";
import { computeBalance, defaultCurrencyOf } from "./balance";
import { auditView, toPaymentDto } from "./dto";
import { amountToMinor } from "@/lib/money/amount";
import { balanceSourceOf } from "./queries";
import type { BalanceDto, PaymentDto, RecordPaymentInput } from "./schemas";

/** A shipment's payments are few (instalments, a deposit, the balance); this bounds a runaway script. */
export const MAX_PAYMENTS_PER_SHIPMENT = 1_000;

export type RecordPaymentOptions = { actor: Actor; shipmentId: string; input: RecordPaymentInput };

/**
 * Records money received against one of the actor's shipments (a sharee gets the 404 of an
 * unknown shipment: payments are never shared). Without a currency the payment is in the
 * shipment's invoice currency. Payments on a cancelled shipment are accepted: money sent before
 * the cancellation still arrives and must be accounted for. The shipment row is locked, so the
 * ceiling holds against concurrent requests.
 */
export async function recordPayment({
  actor,
  shipmentId,
  input,
}: RecordPaymentOptions): Promise<{ payment: PaymentDto; balance: BalanceDto }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await getOwnedShipment(tx, actor, shipmentId, { forUpdate: true });
    const source = await balanceSourceOf(tx, actor, shipmentId);
    const currency = input.currency ?? defaultCurrencyOf(source);
    if (!currency) {
      const message =
        "This shipment has no invoice currency yet: send the payment's currency (an ISO 4217 code such as USD).";
      throw new AppError("validation_failed", message, { issues: [{ path: "currency", message }] });
    }
    const amountMinor = amountToMinor(input.amount, currency);
    const [existing] = await tx.select({ n: count() }).from(payments).where(eq(payments.shipmentId, shipmentId));
    if ((existing?.n ?? 0) >= MAX_PAYMENTS_PER_SHIPMENT) {
      throw new AppError(
        "unprocessable",
        `A shipment can have at most ${MAX_PAYMENTS_PER_SHIPMENT.toLocaleString("en")} payments.`,
      );
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        shipmentId,
        amountMinor,
        currency,
        paymentDate: input.paymentDate,
        notes: input.notes,
        createdBy: actor.userId,
      })
      .returning();
    await refreshPaidFacts(tx, [shipmentId]);
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "payment.recorded",
      entityType: "payment",
      entityId: payment!.id,
      data: { shipmentId, ...auditView(payment!) },
    });
    const balance = computeBalance(await balanceSourceOf(tx, actor, shipmentId));
    return { payment: toPaymentDto(payment!), balance: balance.dto };
  });
}
