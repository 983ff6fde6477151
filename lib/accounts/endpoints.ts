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
  ZUpdateEmailBody,
  ZUpdateUserBody,
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
    "Names, phone, company and country. Role, email, password and verification fields are refused unless unchanged. Another user's id answers 404 (admins excepted).",
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
  response: ZUserResponse,
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
  description: "At most 5 attempts per code. On success every session and personal API token of the account is revoked.",
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
