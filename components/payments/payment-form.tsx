"use client";

import { useId, useState, type FormEvent } from "react";
import { ErrorSummary } from "@/components/ui/error-summary";
import { Field, SelectField, SubmitButton } from "@/components/ui/field";
import { ConfirmDialog } from "@/components/ui/modal";
import { useSubmit } from "@/lib/client/use-submit";
import { parseDecimalInput } from "@/lib/format/numbers";
import { overpayment, overpaymentText, type MoneyText } from "./overpayment";
import { CURRENCIES } from "@/lib/reference/currencies";
import { todayUtc, type Payment, type PaymentFields } from "./payments-client";
import styles from "./payments.module.css";
import { DialogActions } from "@/components/ui/modal";

const CURRENCY_CHOICES = CURRENCIES.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }));

type Props = {
  /** The payment being edited; without it the form records a new one. */
  payment?: Payment;
  /** The shipment's invoice currency, preselected for a new payment; null when it has none. */
  defaultCurrency: string | null;
  /** Sends the fields; a rejected promise (ApiError) is shown on the fields and above them. */
  onSubmit: (fields: PaymentFields) => Promise<void>;
  onCancel?: () => void;
  submitLabel: string;
  /** The shipment's outstanding amount (null without an invoice): a payment beyond it asks for confirmation first. */
  outstanding?: MoneyText | null;
};

const initial = (payment: Payment | undefined, defaultCurrency: string | null): PaymentFields => ({
  amount: payment?.amount ?? "",
  currency: payment?.currency ?? defaultCurrency ?? "",
  paymentDate: payment?.paymentDate ?? todayUtc(),
  notes: payment?.notes ?? "",
});

/**
 * Record or correct a payment: amount (text, so what is typed is what is sent), currency, date
 * and notes. The server's field messages appear under each field; the button shows the request.
 */
export function PaymentForm({ payment, defaultCurrency, onSubmit, onCancel, submitLabel, outstanding = null }: Props) {
  const ids = useId();
  const [fields, setFields] = useState<PaymentFields>(() => initial(payment, defaultCurrency));
  const { busy, errors, alert, submit } = useSubmit();
  const set = (key: keyof PaymentFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const currencyChoices = fields.currency
    ? CURRENCY_CHOICES
    : [{ value: "", label: "Choose a currency" }, ...CURRENCY_CHOICES];

  // A payment beyond the outstanding amount waits here for the person's confirmation.
  const [confirming, setConfirming] = useState<{ fields: PaymentFields; text: string } | null>(null);

  const send = (sent: PaymentFields) =>
    submit(async () => {
      await onSubmit(sent);
      // A new payment: clear the amount and notes for the next one, keep currency and date.
      if (!payment) setFields((f) => ({ ...f, amount: "", notes: "" }));
    })();

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    // "1,250.50" is sent as "1250.50"; anything else goes as typed, for the server's own message.
    const sent = { ...fields, amount: parseDecimalInput(fields.amount) };
    const currency = sent.currency || outstanding?.currency || "";
    const over = overpayment({ currency, amount: sent.amount }, outstanding, payment);
    if (over) {
      setConfirming({ fields: sent, text: overpaymentText({ currency, amount: sent.amount }, over) });
      return;
    }
    void send(sent);
  };

  return (
    <form
      className={`form ${styles.paymentForm}`}
      onSubmit={onFormSubmit}
      noValidate
      aria-label={payment ? "Edit payment" : "Record a payment"}
    >
      <ErrorSummary
        errors={errors}
        alert={alert}
        labels={{ amount: "Amount", currency: "Currency", paymentDate: "Payment date", notes: "Notes" }}
      />
      <div className={styles.formGrid}>
        <Field
          label="Amount"
          name="amount"
          value={fields.amount}
          onChange={(e) => set("amount")(e.target.value)}
          error={errors.amount}
          inputMode="decimal"
          autoComplete="off"
          required
          hint="For example 1,250.50"
        />
        <SelectField
          label="Currency"
          name="currency"
          value={fields.currency}
          onChange={set("currency")}
          options={currencyChoices}
          error={errors.currency}
        />
        <Field
          label="Payment date"
          name="paymentDate"
          type="date"
          value={fields.paymentDate}
          max={todayUtc()}
          onChange={(e) => set("paymentDate")(e.target.value)}
          error={errors.paymentDate}
          required
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-notes`}>Notes</label>
        <textarea
          id={`${ids}-notes`}
          name="notes"
          className={styles.notes}
          value={fields.notes}
          maxLength={500}
          rows={2}
          onChange={(e) => set("notes")(e.target.value)}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? `${ids}-notes-error` : `${ids}-notes-hint`}
        />
        {errors.notes ? (
          <p id={`${ids}-notes-error`} className="field-error">
            {errors.notes}
          </p>
        ) : (
          <span id={`${ids}-notes-hint`} className="field-hint">
            Optional: bank reference, instalment… (500 characters at most)
          </span>
        )}
      </div>
      {onCancel ? (
        // In a dialog (editing a payment): the dialogs' order, Cancel first and the action last.
        <DialogActions>
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <SubmitButton busy={busy} busyLabel="Saving…">
            {submitLabel}
          </SubmitButton>
        </DialogActions>
      ) : (
        <div className="actions">
          <SubmitButton busy={busy} busyLabel="Saving…">
            {submitLabel}
          </SubmitButton>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Record more than is outstanding?"
        confirmLabel={payment ? "Save anyway" : "Record anyway"}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const sent = confirming?.fields;
          setConfirming(null);
          if (sent) void send(sent);
        }}
      >
        <p>{confirming?.text}</p>
        <p>Check the amount and the currency. Confirm only if the buyer really paid more than the invoice.</p>
      </ConfirmDialog>
    </form>
  );
}
