"use client";

import { toast } from "react-toastify";
import { ConfirmDialog, Modal } from "@/components/ui/modal";
import { errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/queries";
import type { MoneyText } from "./overpayment";
import { PaymentForm } from "./payment-form";
import { formatCalendarDate } from "@/lib/format/dates";
import { moneyText, PAYMENT_PATHS, type Payment } from "./payments-client";

type Props = { payment: Payment | null; onClose: () => void };

/** Correct a payment; the balances and the shipment's payments refetch once it is saved. */
export function EditPaymentDialog({
  payment,
  defaultCurrency,
  outstanding,
  onClose,
}: Props & { defaultCurrency: string | null; outstanding: MoneyText | null }) {
  const mutation = useApiMutation("PATCH", "/api/balances/payments/{id}", { invalidates: PAYMENT_PATHS });
  return (
    <Modal size="form" open={payment !== null} title="Edit payment" onClose={onClose}>
      {payment ? (
        <PaymentForm
          payment={payment}
          defaultCurrency={defaultCurrency}
          submitLabel="Save changes"
          outstanding={outstanding}
          onCancel={onClose}
          onSubmit={async (fields) => {
            const result = await mutation.mutateAsync({ params: { id: payment.id }, body: fields });
            toast.success(`Updated the payment to ${moneyText(result.payment)}.`);
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}

/** Asks before deleting a payment (the audit log keeps it); a failure stays in the dialog. */
export function DeletePaymentDialog({ payment, onClose }: Props) {
  const mutation = useApiMutation("DELETE", "/api/balances/payments/{id}", { invalidates: PAYMENT_PATHS });

  async function confirm() {
    if (!payment) return;
    try {
      await mutation.mutateAsync({ params: { id: payment.id } });
      toast.success(`Deleted the payment of ${moneyText(payment)}.`);
      onClose();
    } catch {
      // Shown in the dialog through the mutation's error.
    }
  }

  return (
    <ConfirmDialog
      open={payment !== null}
      title="Delete this payment?"
      confirmLabel="Delete payment"
      busyLabel="Deleting…"
      busy={mutation.isPending}
      danger
      error={mutation.error ? errorMessage(mutation.error) : null}
      onConfirm={() => void confirm()}
      onCancel={() => {
        mutation.reset();
        onClose();
      }}
    >
      {payment
        ? `The payment of ${moneyText(payment)} received on ${formatCalendarDate(payment.paymentDate)} will be removed and the balance recomputed. The audit log keeps a record of it.`
        : null}
    </ConfirmDialog>
  );
}
