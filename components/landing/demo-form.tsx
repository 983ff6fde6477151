"use client";

import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { ErrorSummary } from "@/components/ui/error-summary";
import { ApiError, fieldErrors } from "@/lib/client/api";
import { apiRequest } from "@/lib/client/api-client";
import { demo } from "./content";
import styles from "./demo-form.module.css";
import { showToast } from "./lazy-toasts";

type Fields = { fullName: string; company: string; email: string; phone: string; message: string; website: string };
const EMPTY: Fields = { fullName: "", company: "", email: "", phone: "", message: "", website: "" };

/**
 * The landing page's demo form (spec §4, §5, §8). While it submits, a spinner replaces the
 * button; success clears the fields, failure keeps them. `website` is a honeypot that people
 * never see.
 */
export function DemoForm() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const refocusSubmit = useRef(false);
  const id = useId();

  // The spinner took the button's place; give keyboard users their place back (unless refused:
  // then the error summary takes the focus, as it does in every form).
  const refused = alert !== null || Object.keys(errors).length > 0;
  useEffect(() => {
    if (!busy && refocusSubmit.current && !refused) {
      refocusSubmit.current = false;
      submitRef.current?.focus();
    }
  }, [busy, refused]);

  const update = (name: keyof Fields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((f) => ({ ...f, [name]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refocusSubmit.current = document.activeElement === submitRef.current;
    setBusy(true);
    setErrors({});
    setAlert(null);
    try {
      await apiRequest("POST", "/api/demo", { body: fields });
      setFields(EMPTY);
      void showToast("success", demo.success);
    } catch (error) {
      console.error("Demo request failed", error);
      setErrors(fieldErrors(error));
      if (error instanceof ApiError && error.status === 429) setAlert(error.message);
      void showToast("error", demo.failure);
    } finally {
      setBusy(false);
    }
  };

  const field = (
    name: Exclude<keyof Fields, "website" | "message">,
    label: string,
    type: string,
    autoComplete: string,
  ) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    return (
      <div className="field">
        <label htmlFor={inputId}>
          {label} <span aria-hidden="true">*</span>
        </label>
        <input
          id={inputId}
          name={name}
          type={type}
          required
          autoComplete={autoComplete}
          placeholder={demo.placeholders[name]}
          value={fields[name]}
          onChange={update(name)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? errorId : undefined}
        />
        {errors[name] ? (
          <p id={errorId} className="field-error">
            {errors[name]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-describedby={`${id}-required`}>
      <ErrorSummary
        errors={errors}
        alert={alert}
        labels={{ fullName: "Full name", company: "Company", email: "Email", phone: "Phone", message: "Message" }}
      />
      <p id={`${id}-required`} className={styles.required}>
        Fields marked * are required.
      </p>
      <div className={styles.row}>
        {field("fullName", "Full name", "text", "name")}
        {field("company", "Company", "text", "organization")}
      </div>
      <div className={styles.row}>
        {field("email", "Email", "email", "email")}
        {field("phone", "Phone", "tel", "tel")}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>Message (optional)</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={3}
          placeholder={demo.placeholders.message}
          value={fields.message}
          onChange={update("message")}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
          className={styles.textarea}
        />
        {errors.message ? (
          <p id={`${id}-message-error`} className="field-error">
            {errors.message}
          </p>
        ) : null}
      </div>
      {/* Honeypot: off-screen and out of the tab order; only bots fill it in. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={fields.website}
          onChange={update("website")}
        />
      </div>
      <div className={styles.actions}>
        {busy ? (
          <span className={styles.busy} role="status">
            <span className="spinner spinner-lg" aria-hidden="true" />
            <span className="visually-hidden">{demo.submitting}</span>
          </span>
        ) : (
          <button ref={submitRef} type="submit" className={`btn ${styles.submit}`}>
            {demo.submit}
          </button>
        )}
      </div>
    </form>
  );
}
