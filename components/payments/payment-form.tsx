"use client";

import { useId, useState } from "react";
import { Field, FormAlert, SelectField, SubmitButton } from "@/components/ui/field";
import { useSubmit } from "@/lib/client/use-submit";
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
export function PaymentForm({ payment, defaultCurrency, onSubmit, onCancel, submitLabel }: Props) {
  const ids = useId();
  const [fields, setFields] = useState<PaymentFields>(() => initial(payment, defaultCurrency));
  const { busy, errors, alert, submit } = useSubmit();
  const set = (key: keyof PaymentFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const currencyChoices = fields.currency
    ? CURRENCY_CHOICES
    : [{ value: "", label: "Choose a currency" }, ...CURRENCY_CHOICES];

  const onFormSubmit = submit(async () => {
    await onSubmit(fields);
    // A new payment: clear the amount and notes for the next one, keep currency and date.
    if (!payment) setFields((f) => ({ ...f, amount: "", notes: "" }));
  });

  return (
    <form
      className={`form ${styles.paymentForm}`}
      onSubmit={onFormSubmit}
      noValidate
      aria-label={payment ? "Edit payment" : "Record a payment"}
    >
      <FormAlert message={alert} />
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
          hint="For example 1250.50"
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
    </form>
  );
}
