"use client";

import { useEffect, useState } from "react";
import { api, errorMessage } from "@/lib/client/api";
import type { TemplateInfo } from "./types";

type TemplatesState = { templates: TemplateInfo[] | null; error: string | null };

// The template list never changes while the app runs: one fetch per page load is enough.
let cached: Promise<TemplateInfo[]> | null = null;

export function loadTemplates(): Promise<TemplateInfo[]> {
  cached ??= api<{ templates: TemplateInfo[] }>("/api/templates").then(
    (body) => body.templates,
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}

/** The templates of GET /api/templates (key, title, short description). */
export function useTemplates(): TemplatesState {
  const [state, setState] = useState<TemplatesState>({ templates: null, error: null });
  useEffect(() => {
    let active = true;
    loadTemplates()
      .then((templates) => active && setState({ templates, error: null }))
      .catch((error: unknown) => active && setState({ templates: null, error: errorMessage(error) }));
    return () => {
      active = false;
    };
  }, []);
  return state;
}

export const templateTitle = (templates: TemplateInfo[] | null, key: string) =>
  templates?.find((t) => t.key === key)?.title ?? key.replaceAll("_", " ");
