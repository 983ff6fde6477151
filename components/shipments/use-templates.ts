"use client";

import { errorMessage } from "@/lib/client/api";
import { useApiQuery } from "@/lib/client/queries";
import type { TemplateInfo } from "./types";

/**
 * The templates of GET /api/templates (key, title, short description). The list never changes
 * while the app runs, so it is cached for the page's life.
 */
export function useTemplates(): { templates: TemplateInfo[] | null; error: string | null } {
  const query = useApiQuery("/api/templates", undefined, { staleTime: Infinity });
  return { templates: query.data?.templates ?? null, error: query.error ? errorMessage(query.error) : null };
}

export const templateTitle = (templates: TemplateInfo[] | null, key: string) =>
  templates?.find((t) => t.key === key)?.title ?? key.replaceAll("_", " ");
