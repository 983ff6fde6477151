"use client";

import { useCallback, useState, type FormEvent } from "react";
import { errorMessage, fieldErrors } from "./api";

export type SubmitState = {
  busy: boolean;
  /** Field messages from the API's `issues`, keyed by field name. */
  errors: Record<string, string>;
  /** The form-level message, unless a field already shows the same words. */
  alert: string | null;
  /** Wraps a form's action: busy while it runs; a failure is spread over the fields and the alert. */
  submit: (action: () => Promise<void>) => (event?: FormEvent) => Promise<void>;
  clear: () => void;
};

/** The submit state every form of the app shares (busy, field errors, form alert). */
export function useSubmit(): SubmitState {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const clear = useCallback(() => {
    setErrors({});
    setAlert(null);
  }, []);

  const submit = useCallback(
    (action: () => Promise<void>) => async (event?: FormEvent) => {
      event?.preventDefault();
      setBusy(true);
      clear();
      try {
        await action();
      } catch (error) {
        const fields = fieldErrors(error);
        const message = errorMessage(error);
        setErrors(fields);
        setAlert(Object.values(fields).includes(message) ? null : message);
      } finally {
        setBusy(false);
      }
    },
    [clear],
  );

  return { busy, errors, alert, submit, clear };
}
