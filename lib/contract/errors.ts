import type { z } from "zod";

/**
 * The one error table: every error code the API answers, with its HTTP status.
 * Statuses derive from here and nowhere else (docs/architecture.md §3).
 */
export const ERROR_STATUS = {
  validation_failed: 400,
  invalid_json: 400,
  invalid_code: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  verification_required: 403,
  account_suspended: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  email_taken: 409,
  stale_version: 409,
  payload_too_large: 413,
  storage_quota_exceeded: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  precondition_required: 428,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type Issue = { path: string; message: string };

export type AppErrorOptions = {
  issues?: Issue[];
  headers?: Record<string, string>;
  /** Extra fields for the client, e.g. the current data on a stale save. */
  details?: Record<string, unknown>;
  cause?: unknown;
};

/** A failure the client should see; `message` is what the client shows. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues?: Issue[];
  readonly headers?: Record<string, string>;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.issues = options.issues;
    this.headers = options.headers;
    this.details = options.details;
  }
}

export const notFound = (what = "Not found.") => new AppError("not_found", what);

export function errorBody(error: AppError): Record<string, unknown> {
  return {
    message: error.message,
    code: error.code,
    ...(error.issues ? { issues: error.issues } : {}),
    ...error.details,
  };
}

export function toIssues(error: z.ZodError): Issue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    // The shared text and JSON checks (lib/contract/schemas.ts) do not know their field's name.
    const namesField = issue.code === "custom" && issue.params?.namesField === true;
    return { path, message: namesField ? `${path || "The value"} ${issue.message}` : issue.message };
  });
}
