import type { EventSubscriptionFilters, EventSubscriptionRow } from "@/models";
import type { CreateSubscriptionInput, SubscriptionDto, UpdateSubscriptionInput } from "./schemas";

const FILTER_KEYS = [
  "eventType",
  "shipmentEventTypeCode",
  "transportEventTypeCode",
  "equipmentEventTypeCode",
  "documentTypeCode",
  "carrierBookingReference",
  "transportDocumentReference",
  "equipmentReference",
  "vesselIMONumber",
  "UNLocationCode",
] as const satisfies readonly (keyof EventSubscriptionFilters)[];

/** The filters of a request body, without empty lists (an empty list would match nothing, DCSA means "no filter"). */
export function filtersOf(input: CreateSubscriptionInput | UpdateSubscriptionInput): EventSubscriptionFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const value = input[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    filters[key] = Array.isArray(value) ? [...new Set(value)] : value;
  }
  return filters as EventSubscriptionFilters;
}

/** The DCSA 2.2 `subscription` object: its id, callback URL and filters; never the secret. */
export function toSubscriptionDto(row: EventSubscriptionRow): SubscriptionDto {
  return {
    subscriptionID: row.id,
    callbackUrl: row.callbackUrl,
    ...(row.filters as Omit<SubscriptionDto, "subscriptionID" | "callbackUrl">),
  };
}
