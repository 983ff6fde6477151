"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { toast } from "react-toastify";
import { ErrorSummary } from "@/components/ui/error-summary";
import { Field, SelectField, SubmitButton } from "@/components/ui/field";
import { ApiError } from "@/lib/client/api";
import { apiRequest, type ApiInput, type EndpointAt } from "@/lib/client/api-client";
import { useSubmit } from "@/lib/client/use-submit";
import { rememberSignIn } from "@/lib/client/storage";
import { REGISTRABLE_ROLES, type ClientUser } from "@/lib/client/types";
import { signInDestination } from "@/lib/site/safe-next";

type Mode = "signin" | "register" | "forgot";

const TITLES: Record<Mode, string> = {
  signin: "Sign in to Exportly",
  register: "Create your account",
  forgot: "Reset your password",
};

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
    // Checked again here against the real origin: the form follows only targets on this site; with
    // none, the account's home (an admin lands on /admin).
    window.location.replace(signInDestination(next, user.role, window.location.origin));
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
  const { busy, errors, alert, submit } = useSubmit();

  const signIn = submit(async () => {
    const { user } = await apiRequest("POST", "/api/auth/login", { body: { email, password } });
    onSignedIn(user);
  });

  return (
    <form className="form" onSubmit={signIn} noValidate aria-label="Sign in">
      <ErrorSummary errors={errors} alert={alert} />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <SubmitButton busy={busy} busyLabel="Signing in…" className="btn btn-block">
        Sign in
      </SubmitButton>
    </form>
  );
}

function RegisterForm({ email, setEmail, onSignedIn }: EmailProps & { onSignedIn: (user: ClientUser) => void }) {
  const [form, setForm] = useState({ password: "", firstName: "", lastName: "", role: "" });
  const { busy, errors, alert, submit } = useSubmit();
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const register = submit(async () => {
    // The role is sent as picked (even none), so the server's message names what is missing.
    const role = form.role as ApiInput<EndpointAt<"POST", "/api/auth/register">>["body"]["role"];
    const { user } = await apiRequest("POST", "/api/auth/register", { body: { email, ...form, role } });
    onSignedIn(user);
  });

  return (
    <form className="form" onSubmit={register} noValidate aria-label="Create account">
      <ErrorSummary errors={errors} alert={alert} />
      <div className="form-row">
        <Field
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          value={form.firstName}
          onChange={(e) => set("firstName")(e.target.value)}
          error={errors.firstName}
        />
        <Field
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          required
          value={form.lastName}
          onChange={(e) => set("lastName")(e.target.value)}
          error={errors.lastName}
        />
      </div>
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
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
      <SelectField
        label="Role"
        name="role"
        value={form.role}
        onChange={set("role")}
        options={REGISTRABLE_ROLES}
        error={errors.role}
        required
        placeholder="Choose your role"
      />
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
  const [info, setInfo] = useState<string | null>(null);
  const { busy, errors, alert, submit, clear } = useSubmit();

  const requestCode = submit(async () => {
    const { message } = await apiRequest("POST", "/v1/auth/password", { body: { email } });
    setInfo(message);
    setStep("reset");
  });

  const reset = submit(async () => {
    try {
      const { message } = await apiRequest("PUT", "/v1/auth/password", { body: { email, otp, password } });
      onDone(message);
    } catch (error) {
      // A problem with the email can only be fixed on the first step.
      if (error instanceof ApiError && error.issues.some((i) => i.path === "email")) setStep("request");
      throw error;
    }
  });

  if (step === "request") {
    return (
      <form className="form" onSubmit={requestCode} noValidate aria-label="Request a reset code">
        <p>Enter the email of your account. We will send you a 6-digit code.</p>
        <ErrorSummary errors={errors} alert={alert} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
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
      <ErrorSummary errors={errors} alert={alert} />
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
          clear();
        }}
      >
        Send a new code
      </button>
    </form>
  );
}
