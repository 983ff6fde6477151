"use client";

import { ApiError } from "@/lib/client/api";
import type { ApiOutput, EndpointAt } from "@/lib/client/api-client";

/** The master-data API's answers, named for the screens and pickers that read them. */
export type SavedContact = ApiOutput<EndpointAt<"GET", "/api/contacts">>["contacts"][number];
export type ContactData = SavedContact["data"];
export type SavedProduct = ApiOutput<EndpointAt<"GET", "/api/products">>["products"][number];
export type ProductData = SavedProduct["data"];
export type PortLocation = ApiOutput<EndpointAt<"GET", "/api/ports/search">>["locations"][number];
export type ShipmentFile = ApiOutput<EndpointAt<"GET", "/api/document/shipment/{id}">>["documents"][number];

/** Saved-data lists and pickers read 50 at a time, asking after the last keystroke. */
export const SAVED_PAGE_SIZE = 50;
export const SEARCH_DELAY_MS = 150;

/**
 * Field messages of a master-data form, keyed by the path under `data` ("name", "taxIds.gstin",
 * "addressLines"); list positions collapse onto their list ("roles.0" → "roles").
 */
export function dataFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError)) return out;
  for (const issue of error.issues) {
    const key = issue.path
      .replace(/^data\.?/, "")
      .split(".")
      .filter((segment) => !/^\d+$/.test(segment))
      .join(".");
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** "Nordhafen Handels GmbH (Lena Vogel)", or whichever of the two is there. */
export function contactTitle(data: ContactData): string {
  if (data.company && data.name) return `${data.company} (${data.name})`;
  return data.company ?? data.name ?? "Unnamed contact";
}

/** "Hamburg, DE" from the parts a contact has. */
export function contactPlace(data: ContactData): string {
  return [data.city, data.country].filter(Boolean).join(", ");
}
