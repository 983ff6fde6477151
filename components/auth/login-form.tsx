"use client";

import Link from "next/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { Field, FormAlert, SelectField, SubmitButton } from "@/components/ui/field";
import { api, ApiError, errorMessage, fieldErrors } from "@/lib/client/api";
import { rememberSignIn } from "@/lib/client/storage";
import { REGISTRABLE_ROLES, type ClientUser } from "@/lib/client/types";

type Mode = "signin" | "register" | "forgot";
type Errors = Record<string, string>;

/** The form-level message, unless a field already shows the same words. */
function formMessage(error: unknown, errors: Errors): string {
  const message = errorMessage(error);
  return Object.values(errors).includes(message) ? "" : message;
}

const TITLES: Record<Mode, string> = { signin: "Sign in to Exportly", register: "Create your account", forgot: "Reset your password" };

export function LoginForm({ next }: { next: string }) {
  const [mode, setMode] = useState<Mode>("signin");
  const [email, setEmail] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [mode]);

  const signedIn = (user: ClientUser) => {
    rememberSignIn(user);
    // A full page load rather than router.replace: the client router may hold a cached
    // redirect to /login for the target from before the session existed, which would loop.
    window.location.replace(next);
  };

  return (
    <div className="card auth-card">
      <Link href="/" className="brand">
        Exportly
      </Link>
      <h1 ref={headingRef} tabIndex={-1}>
        {TITLES[mode]}
      </h1>
      {mode === "signin" ? <SignInForm email={email} setEmail={setEmail} onSignedIn={signedIn} /> : null}
      {mode === "register" ? <RegisterForm email={email} setEmail={setEmail} onSignedIn={signedIn} /> : null}
      {mode === "forgot" ? (
        <ForgotForm
          email={email}
          setEmail={setEmail}
          onDone={(message) => {
            toast.success(message);
            setMode("signin");
          }}
        />
      ) : null}
      <div className="auth-footer">
        {mode !== "signin" ? (
          <button type="button" className="btn btn-link" onClick={() => setMode("signin")}>
            Back to sign in
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-link" onClick={() => setMode("register")}>
              Create an account
            </button>
            <button type="button" className="btn btn-link" onClick={() => setMode("forgot")}>
              Forgot password?
            </button>
          </>
        )}
      </div>
    </div>
  );
}

type EmailProps = { email: string; setEmail: (email: string) => void };

function SignInForm({ email, setEmail, onSignedIn }: EmailProps & { onSignedIn: (user: ClientUser) => void }) {
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setAlert(null);
    try {
      const { user } = await api<{ user: ClientUser }>("/api/auth/login", { method: "POST", body: { email, password } });
      onSignedIn(user);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      setAlert(formMessage(error, fields) || null);
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Sign in">
      <FormAlert message={alert} />
      <Field label="Email" name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
      <SubmitButton busy={busy} busyLabel="Signing in…" className="btn btn-block">
        Sign in
      </SubmitButton>
    </form>
  );
}

function RegisterForm({ email, setEmail, onSignedIn }: EmailProps & { onSignedIn: (user: ClientUser) => void }) {
  const [form, setForm] = useState({ password: "", firstName: "", lastName: "", role: "" });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setAlert(null);
    try {
      const { user } = await api<{ user: ClientUser }>("/api/auth/register", { method: "POST", body: { email, ...form } });
      onSignedIn(user);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      setAlert(formMessage(error, fields) || null);
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Create account">
      <FormAlert message={alert} />
      <div className="form-row">
        <Field label="First name" name="firstName" autoComplete="given-name" required value={form.firstName} onChange={(e) => set("firstName")(e.target.value)} error={errors.firstName} />
        <Field label="Last name" name="lastName" autoComplete="family-name" required value={form.lastName} onChange={(e) => set("lastName")(e.target.value)} error={errors.lastName} />
      </div>
      <Field label="Email" name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={form.password}
        onChange={(e) => set("password")(e.target.value)}
        error={errors.password}
        hint="8 to 128 characters; avoid common passwords."
      />
      <SelectField label="Role" name="role" value={form.role} onChange={set("role")} options={REGISTRABLE_ROLES} error={errors.role} required placeholder="Choose your role" />
      <SubmitButton busy={busy} busyLabel="Creating account…" className="btn btn-block">
        Create account
      </SubmitButton>
    </form>
  );
}

function ForgotForm({ email, setEmail, onDone }: EmailProps & { onDone: (message: string) => void }) {
  const [step, setStep] = useState<"request" | "reset">("request");
  const [otp, setOtp] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);

  function fail(error: unknown) {
    const fields = fieldErrors(error);
    setErrors(fields);
    setAlert(formMessage(error, fields) || null);
    setBusy(false);
  }

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setAlert(null);
    try {
      const { message } = await api<{ message: string }>("/v1/auth/password", { method: "POST", body: { email } });
      setInfo(message);
      setStep("reset");
      setBusy(false);
    } catch (error) {
      fail(error);
    }
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setAlert(null);
    try {
      const { message } = await api<{ message: string }>("/v1/auth/password", { method: "PUT", body: { email, otp, password } });
      onDone(message);
    } catch (error) {
      if (error instanceof ApiError && error.issues.some((i) => i.path === "email")) setStep("request");
      fail(error);
    }
  }

  if (step === "request") {
    return (
      <form className="form" onSubmit={requestCode} noValidate aria-label="Request a reset code">
        <p>Enter the email of your account. We will send you a 6-digit code.</p>
        <FormAlert message={alert} />
        <Field label="Email" name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <SubmitButton busy={busy} busyLabel="Sending code…" className="btn btn-block">
          Send code
        </SubmitButton>
      </form>
    );
  }

  return (
    <form className="form" onSubmit={reset} noValidate aria-label="Set a new password">
      {info ? (
        <p className="alert alert-success" role="status">
          {info}
        </p>
      ) : null}
      <p>
        Code sent to <strong>{email}</strong>. It is valid for 10 minutes.
      </p>
      <FormAlert message={alert} />
      <Field
        label="6-digit code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        value={otp}
        onChange={(e) => setOtp(e.target.value.replace(/\D/g, ""))}
        error={errors.otp}
      />
      <Field
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint="8 to 128 characters; avoid common passwords."
      />
      <SubmitButton busy={busy} busyLabel="Saving…" className="btn btn-block">
        Set new password
      </SubmitButton>
      <button
        type="button"
        className="btn btn-link"
        onClick={() => {
          setStep("request");
          setOtp("");
          setErrors({});
          setAlert(null);
        }}
      >
        Send a new code
      </button>
    </form>
  );
}
