import { ZIdParams } from "@/lib/contract/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";
import {
  ZApiTokenList,
  ZAuthResponse,
  ZCreateApiTokenBody,
  ZCreatedApiToken,
  ZLoginBody,
  ZMessageResponse,
  ZPasswordResetBody,
  ZPasswordResetRequestBody,
  ZRegisterBody,
  ZEmailStatus,
  ZUndoEmailChangeBody,
  ZUpdateEmailBody,
  ZUpdateEmailResponse,
  ZUpdateUserBody,
  ZVerifiedEmail,
  ZVerifyEmailBody,
  ZUserResponse,
} from "./schemas";

const tag = "Accounts";

export const registerEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/auth/register",
  tag,
  summary: "Create an account",
  description:
    "Creates the account, signs it in (session cookie for browsers) and returns the session token. At most 20 registrations an hour per client address (429 with Retry-After).",
  access: "public",
  body: ZRegisterBody,
  response: ZAuthResponse,
  status: 201,
  errors: ["validation_failed", "email_taken", "rate_limited"],
});

export const loginEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/auth/login",
  tag,
  summary: "Sign in",
  description:
    "Unknown email and wrong password answer the same 401. Failures are counted per account-and-address pair (the 11th attempt in 15 minutes answers 429 with Retry-After, even with the right password; a success clears the pair) and per address across accounts (100 in 15 minutes). Above 10 failures on one account from any address, addresses that never signed in to it wait a growing time (429 with Retry-After, at most 15 minutes); its usual addresses do not.",
  access: "public",
  body: ZLoginBody,
  response: ZAuthResponse,
  errors: ["validation_failed", "invalid_credentials", "rate_limited"],
});

export const logoutEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/auth/logout",
  tag,
  summary: "Sign out",
  description:
    "Revokes the current session and clears the cookie. Personal API tokens are not revoked here (an admin's sign-out-everywhere, a password reset and a suspension revoke them).",
  access: "public",
  status: 204,
});

export const profileEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/auth/profile",
  tag,
  summary: "The signed-in user",
  access: "user",
  response: ZUserResponse,
});

export const updateUserEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/users/{id}",
  tag,
  summary: "Edit a user's profile",
  description:
    "Names, phone, company, country and `timeZone` (an IANA name; null: the browser's, sent with each report request). Role, email, password and verification fields are refused unless unchanged. Another user's id answers 404 (admins excepted).",
  access: "user",
  params: ZIdParams,
  body: ZUpdateUserBody,
  response: ZUserResponse,
  errors: ["validation_failed", "not_found"],
});

export const updateEmailEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/users/updateEmail",
  tag,
  summary: "Change the signed-in user's email",
  access: "user",
  body: ZUpdateEmailBody,
  description:
    "Needs the current password. The change applies only once the new address is confirmed (a link and a 6-digit code are mailed to it; `POST /api/auth/verify-email`); the old address is told at once, with a link that undoes the change for 7 days. At most 5 confirmation mails an hour.",
  response: ZUpdateEmailResponse,
  errors: ["validation_failed", "email_taken", "rate_limited"],
});

export const requestPasswordResetEndpoint = defineEndpoint({
  method: "POST",
  path: "/v1/auth/password",
  tag,
  summary: "Request a password reset code",
  description:
    "Emails a 6-digit code valid for 10 minutes. The answer is the same whether or not the account exists. At most 5 requests an hour per account and 20 per client address (429); they never block signing in.",
  access: "public",
  body: ZPasswordResetRequestBody,
  response: ZMessageResponse,
  errors: ["validation_failed", "rate_limited"],
});

export const resetPasswordEndpoint = defineEndpoint({
  method: "PUT",
  path: "/v1/auth/password",
  tag,
  summary: "Set a new password with the emailed code",
  description:
    "At most 5 attempts per code. On success every session and personal API token of the account is revoked.",
  access: "public",
  body: ZPasswordResetBody,
  response: ZMessageResponse,
  errors: ["validation_failed", "invalid_code", "rate_limited"],
});

export const listApiTokensEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/users/me/tokens",
  tag,
  summary: "List my personal API tokens",
  description:
    "Newest first, without secrets: each with its expiry and its last use (time and client address, recorded at most once a minute).",
  access: "user",
  response: ZApiTokenList,
});

export const createApiTokenEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/users/me/tokens",
  tag,
  summary: "Create a personal API token",
  description:
    "The secret is in this response only; store it now. Send it as `Authorization: Bearer <secret>`. `expiresInDays` is 30, 90 or 365 (30 when left out), or null for a token that never expires, which the answer's `warning` points out. An expired token answers 401. Only a signed-in session may create tokens: a personal API token gets 403.",
  access: "user",
  body: ZCreateApiTokenBody,
  response: ZCreatedApiToken,
  status: 201,
  errors: ["validation_failed", "forbidden", "unprocessable"],
});

export const deleteApiTokenEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/users/me/tokens/{id}",
  tag,
  summary: "Revoke a personal API token",
  access: "user",
  params: ZIdParams,
  status: 204,
  errors: ["not_found"],
});

export const accountEndpoints = [
  registerEndpoint,
  loginEndpoint,
  logoutEndpoint,
  profileEndpoint,
  updateUserEndpoint,
  updateEmailEndpoint,
  requestPasswordResetEndpoint,
  resetPasswordEndpoint,
  listApiTokensEndpoint,
  createApiTokenEndpoint,
  deleteApiTokenEndpoint,
];

export const emailStatusEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/auth/verify-email",
  tag,
  summary: "Whether my email address is confirmed, and what waits for it",
  description:
    "Shares and network invitations sent to an address attach to the account only once it is confirmed; `waiting` counts them. `pendingEmail` is the new address of an email change not confirmed yet.",
  access: "user",
  response: ZEmailStatus,
});

export const verifyEmailEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/auth/verify-email",
  tag,
  summary: "Confirm an email address",
  description:
    "`{code}`: the 6-digit code from the confirmation mail, signed in (30 minutes; 5 tries per code, 10 wrong codes per 15 minutes per account). `{token}`: the token of the mail's link (24 hours; no sign-in needed). Confirms the account's address, or applies a pending email change, and attaches what was waiting for the address.",
  access: "public",
  body: ZVerifyEmailBody,
  response: ZVerifiedEmail,
  errors: ["validation_failed", "invalid_code", "unauthorized", "not_found", "email_taken", "rate_limited"],
});

export const resendEmailConfirmationEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/auth/verify-email/resend",
  tag,
  summary: "Mail a new confirmation link and code",
  description:
    "To the new address of a pending email change, else to the account's unconfirmed address; earlier codes and links stop working. At most 5 an hour; 409 when there is nothing to confirm.",
  access: "user",
  response: ZMessageResponse,
  errors: ["conflict", "rate_limited"],
});

export const undoEmailChangeEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/auth/undo-email-change",
  tag,
  summary: "Undo an email change (link sent to the old address)",
  description:
    "The token of the link mailed to the old address when a change was asked for (7 days; no sign-in needed). Cancels the change, or puts the old address back if it was already confirmed, and signs out every session.",
  access: "public",
  body: ZUndoEmailChangeBody,
  response: ZMessageResponse,
  errors: ["validation_failed", "not_found", "email_taken"],
});

/** Proven addresses (docs/accounts.md). */
export const emailEndpoints = [
  emailStatusEndpoint,
  verifyEmailEndpoint,
  resendEmailConfirmationEndpoint,
  undoEmailChangeEndpoint,
];
