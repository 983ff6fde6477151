import { ApiError, GENERIC_ERROR, type ApiIssue } from "@/lib/client/api";

/** The upload limit of the API (spec §9); checked here too so a person hears about it before sending 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_TYPES = "application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp";

/**
 * POSTs multipart form data with the session cookie. `api()` speaks JSON only; this is its
 * multipart sibling with the same error handling (ApiError carrying the server's message).
 */
export async function uploadForm<T>(path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json" },
      body: form,
    });
  } catch {
    throw new ApiError(GENERIC_ERROR, 0);
  }
  const text = await response.text();
  let json: { message?: unknown; code?: unknown; issues?: unknown } | undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const message = typeof json?.message === "string" && json.message ? json.message : GENERIC_ERROR;
    const issues = Array.isArray(json?.issues) ? (json.issues as ApiIssue[]) : [];
    throw new ApiError(message, response.status, typeof json?.code === "string" ? json.code : undefined, issues);
  }
  return json as T;
}

export const formatBytes = (n: number) =>
  n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(0)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
