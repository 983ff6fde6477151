"use client";

import type { ContactDto } from "@/lib/contacts/schemas";
import type { PortSearchResult } from "@/lib/ports/schemas";
import type { ProductDto } from "@/lib/products/schemas";
import type { ShipmentFileDto } from "@/lib/shipment-files/schemas";
import { api, ApiError } from "@/lib/client/api";

/** The shapes the master-data API answers with (types only: nothing server-side reaches the bundle). */
export type SavedContact = ContactDto;
export type ContactData = ContactDto["data"];
export type SavedProduct = ProductDto;
export type ProductData = ProductDto["data"];
export type PortLocation = PortSearchResult;
export type ShipmentFile = ShipmentFileDto;

export const fetchContacts = async (q = "", limit = 50, signal?: AbortSignal) =>
  api<{ contacts: SavedContact[]; nextCursor: string | null }>(
    `/api/contacts?limit=${limit}${q.trim() ? `&q=${encodeURIComponent(q.trim())}` : ""}`,
    { signal },
  );

export const fetchProducts = async (q = "", limit = 50, signal?: AbortSignal) =>
  api<{ products: SavedProduct[]; nextCursor: string | null }>(
    `/api/products?limit=${limit}${q.trim() ? `&q=${encodeURIComponent(q.trim())}` : ""}`,
    { signal },
  );

export const searchPortLocations = async (q: string, limit = 8, signal?: AbortSignal) =>
  (
    await api<{ locations: PortLocation[] }>(`/api/ports/search?q=${encodeURIComponent(q.trim())}&limit=${limit}`, {
      signal,
    })
  ).locations;

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
