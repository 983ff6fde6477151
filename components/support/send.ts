import { api } from "@/lib/client/api";
import { uploadForm } from "@/components/verification/upload-file";

type Fields = Record<string, string | boolean | null | undefined>;

/**
 * Sends a support message: JSON without files, multipart/form-data with them (the fields as form
 * fields, each file in `files`), the two forms the support endpoints accept.
 */
export function sendMessage<T>(url: string, fields: Fields, files: readonly File[]): Promise<T> {
  if (files.length === 0) {
    const body = Object.fromEntries(
      Object.entries(fields).filter(([, v]) => v !== undefined && v !== null && v !== ""),
    );
    return api<T>(url, { method: "POST", body });
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === "") continue;
    form.append(key, String(value));
  }
  for (const file of files) form.append("files", file, file.name);
  return uploadForm<T>(url, form);
}
