/** One field message from the API's `issues` list. */
export type ApiIssue = { path: string; message: string };

/** Thrown by `api()` for every non-2xx answer: the server's `message` (or a generic one), status and field issues. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly issues: ApiIssue[];

  constructor(message: string, status: number, code?: string, issues: ApiIssue[] = []) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export const GENERIC_ERROR = "Something went wrong. Please check your connection and try again.";

type Options = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  keepalive?: boolean;
};

/**
 * Calls our API with JSON and the session cookie (same-origin only). Resolves with the parsed
 * JSON body (or undefined for 204); throws an ApiError carrying the server's message otherwise.
 */
export async function api<T = unknown>(path: string, options: Options = {}): Promise<T> {
  const { method = options.body === undefined ? "GET" : "POST", body, signal, keepalive } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers:
        body === undefined
          ? { accept: "application/json" }
          : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(GENERIC_ERROR, 0);
  }
  const text = response.status === 204 ? "" : await response.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (!response.ok) {
    const data = (json && typeof json === "object" ? json : {}) as {
      message?: unknown;
      code?: unknown;
      issues?: unknown;
    };
    const message = typeof data.message === "string" && data.message ? data.message : GENERIC_ERROR;
    const issues = Array.isArray(data.issues)
      ? data.issues
          .filter((i): i is ApiIssue => !!i && typeof i === "object" && typeof (i as ApiIssue).message === "string")
          .map((i) => ({ path: String(i.path ?? ""), message: i.message }))
      : [];
    throw new ApiError(message, response.status, typeof data.code === "string" ? data.code : undefined, issues);
  }
  return json as T;
}

/** Field messages keyed by the first path segment; issues without a path go under "". */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const issue of error.issues) {
      const key = issue.path.split(".")[0] ?? "";
      if (!(key in out)) out[key] = issue.message;
    }
  }
  return out;
}

export const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : GENERIC_ERROR;
