import type { PaymentRow } from "@/models";
import { minorToAmount } from "@/lib/money/amount";
import type { PaymentDto } from "./schemas";

export function toPaymentDto(row: PaymentRow): PaymentDto {
  return {
    id: row.id,
    shipmentId: row.shipmentId,
    amount: minorToAmount(row.amountMinor, row.currency),
    currency: row.currency,
    notes: row.notes,
    paymentDate: row.paymentDate,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a payment: enough to see what changed, in the API's terms. */
export function auditView(row: Pick<PaymentRow, "amountMinor" | "currency" | "paymentDate" | "notes">) {
  return {
    amount: minorToAmount(row.amountMinor, row.currency),
    currency: row.currency,
    paymentDate: row.paymentDate,
    notes: row.notes,
  };
}
