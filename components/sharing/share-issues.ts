import type { ApiError } from "@/lib/client/api";

/** Field messages of the share form: the email, the list of documents, and each document by key. */
export type ShareErrors = { email?: string; forms?: string; docs: Record<string, string> };

/**
 * A 400's issues on the fields they name: `email`, `forms` (the list as a whole) and
 * `forms.N.name` / `forms.N.access`, the N-th document sent (`sent` holds their keys in order).
 * The first message per field wins.
 */
export function shareIssues(error: Pick<ApiError, "issues">, sent: string[]): ShareErrors {
  const out: ShareErrors = { docs: {} };
  for (const issue of error.issues) {
    const [head, index] = issue.path.split(".");
    if (head === "email") out.email ??= issue.message;
    else if (head === "forms") {
      const name = index !== undefined && /^\d+$/.test(index) ? sent[Number(index)] : undefined;
      if (name !== undefined) out.docs[name] ??= issue.message;
      else out.forms ??= issue.message;
    }
  }
  return out;
}
