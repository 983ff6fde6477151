import { z } from "zod";
import { zText, zUuid } from "@/lib/contract/schemas";
import { REGISTRABLE_ROLES, USER_ROLES, VERIFICATION_STATES } from "@/models";
import { isCommonPassword } from "@/lib/auth/password";
import { isTimeZone } from "@/lib/analytics/period";

const required = (label: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`,
});

export const ZEmail = zText(required("Email"))
  .trim()
  .toLowerCase()
  .max(254, "Email must be at most 254 characters.")
  .pipe(z.email({ error: "Enter a valid email address." }));

/** A new password: 8–128 characters and not among the 10,000 most common. */
export const ZNewPassword = zText(required("Password"))
  .min(8, { error: "Password must be at least 8 characters.", abort: true })
  .max(128, { error: "Password must be at most 128 characters.", abort: true })
  .refine(
    (p) => !isCommonPassword(p),
    "This password is among the most common ones. Choose one that is harder to guess.",
  );

/** An existing password being checked: only bounded, never judged. */
export const ZCurrentPassword = zText(required("Password"))
  .min(1, "Password is required.")
  .max(128, "Password must be at most 128 characters.");

const name = (label: string) =>
  zText(required(label)).trim().min(1, `${label} is required.`).max(100, `${label} must be at most 100 characters.`);

export const ZRegistrableRole = z.enum(REGISTRABLE_ROLES, {
  error: `Choose a role: ${REGISTRABLE_ROLES.join(", ")}.`,
});

const optionalText = (label: string, max: number) =>
  zText({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((s) => (s === "" ? null : s))
    .nullable()
    .optional();

export const ZPhone = zText({ error: "Phone must be text." })
  .trim()
  .refine(
    (s) =>
      s === "" || (/^\+?[\d\s-]+$/.test(s) && s.replace(/\D/g, "").length >= 7 && s.replace(/\D/g, "").length <= 20),
    {
      error: "Enter a phone number of 7 to 20 digits; +, spaces and dashes are allowed.",
    },
  )
  .transform((s) => (s === "" ? null : s))
  .nullable()
  .optional();

export const ZCountry = zText({ error: "Country must be text." })
  .trim()
  .toUpperCase()
  .refine((s) => s === "" || /^[A-Z]{2}$/.test(s), { error: "Use the two-letter country code, for example IN." })
  .transform((s) => (s === "" ? null : s))
  .nullable()
  .optional();

/**
 * The zone reports and the weekly summary count calendar days in: an IANA name the runtime knows,
 * or null (or "") for "use my browser's", which each request then sends as `tz`.
 */
export const ZTimeZoneSetting = zText({ error: "Time zone must be text." })
  .trim()
  .refine((s) => s === "" || isTimeZone(s), {
    error: "Choose a time zone from the list (an IANA name such as Asia/Kolkata or Europe/Berlin).",
  })
  .transform((s) => (s === "" ? null : s))
  .nullable()
  .optional();

export const ZRegisterBody = z.object({
  email: ZEmail,
  password: ZNewPassword,
  firstName: name("First name"),
  lastName: name("Last name"),
  role: ZRegistrableRole,
});

export const ZLoginBody = z.object({ email: ZEmail, password: ZCurrentPassword });

/**
 * Profile edits. The spec's client sends back the whole cached user, so read-only fields may
 * be present; they are accepted only when unchanged (checked in update-user.ts).
 */
export const ZUpdateUserBody = z.object({
  firstName: name("First name").optional(),
  lastName: name("Last name").optional(),
  phone: ZPhone,
  company: optionalText("Company", 200),
  country: ZCountry,
  timeZone: ZTimeZoneSetting,
  email: zText().optional(),
  role: zText().optional(),
  password: z.unknown().optional(),
  verificationState: zText().optional(),
  emailVerified: z.unknown().optional(),
});

export const ZUpdateEmailBody = z.object({ email: ZEmail, password: ZCurrentPassword });

export const ZPasswordResetRequestBody = z.object({ email: ZEmail });

export const ZPasswordResetBody = z.object({
  email: ZEmail,
  otp: zText(required("Code"))
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from the email."),
  password: ZNewPassword,
});

export const API_TOKEN_LIFETIMES_DAYS = [30, 90, 365] as const;
export const DEFAULT_API_TOKEN_LIFETIME_DAYS = 30;

export const ZCreateApiTokenBody = z.object({
  name: zText(required("Name")).trim().min(1, "Name is required.").max(100, "Name must be at most 100 characters."),
  /** Days until the token stops working: 30, 90 or 365; null for a token that never expires; 30 when left out. */
  expiresInDays: z
    .union([...API_TOKEN_LIFETIMES_DAYS.map((d) => z.literal(d)), z.null()], {
      error: "expiresInDays must be 30, 90, 365 or null (never expires).",
    })
    .optional()
    .transform((d) => (d === undefined ? DEFAULT_API_TOKEN_LIFETIME_DAYS : d)),
});

export const ZUserDto = z.object({
  id: zUuid(),
  _id: zUuid(),
  uid: zUuid(),
  email: zText(),
  firstName: zText(),
  lastName: zText(),
  role: z.enum(USER_ROLES),
  phone: zText().nullable(),
  company: zText().nullable(),
  country: zText().nullable(),
  timeZone: zText()
    .nullable()
    .describe("IANA time zone reports count calendar days in; null: the browser's (sent as `tz`)."),
  verificationState: z.enum(VERIFICATION_STATES),
  emailVerified: z
    .boolean()
    .describe("Whether the account proved it receives mail at `email`; until then shares and invitations to it wait."),
  createdAt: zText(),
  updatedAt: zText(),
});
export type UserDto = z.infer<typeof ZUserDto>;

export const ZUserResponse = z.object({ user: ZUserDto });
export const ZAuthResponse = z.object({ user: ZUserDto, token: zText() });
export const ZMessageResponse = z.object({ message: zText() });

export const ZApiTokenDto = z.object({
  id: zUuid(),
  name: zText(),
  prefix: zText(),
  createdAt: zText(),
  lastUsedAt: zText().nullable(),
  /** The client address of the last use (recorded at most once a minute). */
  lastUsedIp: zText().nullable(),
  /** When the token stops working; null for a token that never expires. */
  expiresAt: zText().nullable(),
});
export const ZApiTokenList = z.object({ tokens: z.array(ZApiTokenDto) });
export const ZCreatedApiToken = z.object({
  token: ZApiTokenDto,
  secret: zText(),
  /** Set when the token never expires: such a token works until someone revokes it. */
  warning: zText().nullable(),
});

const ZConfirmationCode = zText(required("Code"))
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code from the email.");

const ZLinkToken = zText(required("Token")).trim().min(1, "Token is required.").max(200, "This link is not valid.");

/** A code (signed in, from an API client or the banner) or the link's token (the /verify-email page). */
export const ZVerifyEmailBody = z.union(
  [z.object({ code: ZConfirmationCode }).strict(), z.object({ token: ZLinkToken }).strict()],
  { error: "Send either code (the 6 digits from the email) or token (from the link)." },
);

export const ZUndoEmailChangeBody = z.object({ token: ZLinkToken });

export const ZEmailStatus = z.object({
  email: zText(),
  verified: z.boolean(),
  pendingEmail: zText().nullable().describe("A new address waiting for its confirmation (an email change)."),
  waiting: z.object({
    shares: z.number().int().describe("Shipment shares waiting for this address to be confirmed."),
    connections: z.number().int().describe("Network invitations waiting for this address to be confirmed."),
  }),
});
export type EmailStatus = z.infer<typeof ZEmailStatus>;

export const ZUpdateEmailResponse = z.object({
  user: ZUserDto,
  pendingEmail: zText().nullable().describe("The new address, applied once its confirmation code or link is used."),
});

export const ZVerifiedEmail = z.object({
  user: ZUserDto,
  shares: z.number().int().describe("Shares attached to the account by this confirmation."),
  connections: z.number().int().describe("Network invitations attached to the account by this confirmation."),
});
