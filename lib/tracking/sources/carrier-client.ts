import { safeFetch, SafeFetchError, type SafeResponse } from "@/lib/net/safe-fetch";
import type { TrackingSourceRow } from "@/models";
import { openSecret } from "./secret-box";

/**
 * Our side of a carrier's DCSA Track & Trace 2.2 API (docs/tracking.md): events by reference with
 * pagination, and the subscription calls. Every request goes through safeFetch (private addresses
 * refused unless TRACKING_ALLOW_PRIVATE_URLS=true).
 */
export class CarrierError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "CarrierError";
  }
}

/** Pages followed per poll of one tracking: a carrier that loops its cursor cannot hold a worker forever. */
export const MAX_PAGES = 50;
export const PAGE_LIMIT = 100;

type Source = Pick<TrackingSourceRow, "baseUrl" | "apiKey" | "carrierSubscriptionId">;

function headers(source: Source, json = false): Record<string, string> {
  const result: Record<string, string> = { accept: "application/json", "api-version": "2" };
  if (json) result["content-type"] = "application/json";
  if (source.apiKey) {
    const key = openSecret(source.apiKey);
    result["api-key"] = key;
    result.authorization = `Bearer ${key}`;
  }
  return result;
}

function requireBaseUrl(source: Source): string {
  if (!source.baseUrl) throw new CarrierError("This connection has no baseUrl.");
  return source.baseUrl;
}

async function send(url: string, init: Parameters<typeof safeFetch>[1]): Promise<SafeResponse> {
  try {
    return await safeFetch(url, init);
  } catch (error) {
    if (error instanceof SafeFetchError)
      throw new CarrierError(
        error.reason === "blocked"
          ? "The carrier's address is on a private network, which is not allowed."
          : `The carrier could not be reached: ${error.message}`,
      );
    throw error;
  }
}

function parseJson(response: SafeResponse, what: string): unknown {
  try {
    return JSON.parse(response.body.toString("utf8"));
  } catch {
    throw new CarrierError(`The carrier's answer to ${what} is not JSON.`, response.status);
  }
}

function refused(response: SafeResponse, what: string): CarrierError {
  let detail = "";
  try {
    const body = JSON.parse(response.body.toString("utf8")) as { message?: unknown; errors?: unknown };
    if (typeof body?.message === "string") detail = `: ${body.message.slice(0, 200)}`;
  } catch {
    // Not JSON: the status says enough.
  }
  return new CarrierError(`The carrier answered ${response.status} to ${what}${detail}.`, response.status);
}

export type EventQuery = {
  transportDocumentReference?: string | null;
  carrierBookingReference?: string | null;
  equipmentReference?: string | null;
  /** Only events created after this (`eventCreatedDateTime:gte`). */
  createdSince?: Date | null;
};

/**
 * The next page's URL from a `Next-Page` header. DCSA 2.2 calls it "a link to the next page":
 * implementations send a full URL, a path, or the bare cursor. A link is followed only on the
 * carrier's own origin (a header must not steer our requests elsewhere); a bare cursor goes back
 * to `/v2/events?cursor=`.
 */
export function nextPageUrl(baseUrl: string, header: string | undefined | string[]): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!value) return null;
  const base = new URL(`${baseUrl}/v2/events`);
  if (/^https?:\/\//i.test(value) || value.startsWith("/") || value.startsWith("?")) {
    const url = new URL(value, base);
    if (url.origin !== base.origin) throw new CarrierError("The carrier's Next-Page link points to another site.");
    return url.toString();
  }
  const url = new URL(base);
  url.searchParams.set("cursor", value);
  return url.toString();
}

/** Every event the carrier has for these references, following `Next-Page` (at most MAX_PAGES pages). */
export async function fetchCarrierEvents(source: Source, query: EventQuery): Promise<unknown[]> {
  const baseUrl = requireBaseUrl(source);
  const first = new URL(`${baseUrl}/v2/events`);
  if (query.transportDocumentReference)
    first.searchParams.set("transportDocumentReference", query.transportDocumentReference);
  if (query.carrierBookingReference) first.searchParams.set("carrierBookingReference", query.carrierBookingReference);
  if (query.equipmentReference) first.searchParams.set("equipmentReference", query.equipmentReference);
  if (query.createdSince) first.searchParams.set("eventCreatedDateTime:gte", query.createdSince.toISOString());
  first.searchParams.set("limit", String(PAGE_LIMIT));
  const events: unknown[] = [];
  const seen = new Set<string>();
  let url: string | null = first.toString();
  for (let page = 0; url && page < MAX_PAGES; page++) {
    if (seen.has(url)) break;
    seen.add(url);
    const response = await send(url, { headers: headers(source) });
    if (response.status !== 200) throw refused(response, "GET /v2/events");
    const body = parseJson(response, "GET /v2/events");
    if (!Array.isArray(body)) throw new CarrierError("The carrier's answer to GET /v2/events is not a list of events.");
    events.push(...body);
    url = body.length === 0 ? null : nextPageUrl(baseUrl, response.headers["next-page"]);
  }
  return events;
}

/** `POST {baseUrl}/v2/event-subscriptions`: returns the carrier's subscriptionID. */
export async function createCarrierSubscription(
  source: Source,
  { callbackUrl, secret, filters = {} }: { callbackUrl: string; secret: string; filters?: Record<string, unknown> },
): Promise<string> {
  const baseUrl = requireBaseUrl(source);
  const response = await send(`${baseUrl}/v2/event-subscriptions`, {
    method: "POST",
    headers: headers(source, true),
    body: JSON.stringify({ callbackUrl, secret, ...filters }),
  });
  if (response.status !== 201 && response.status !== 200) throw refused(response, "POST /v2/event-subscriptions");
  const body = parseJson(response, "POST /v2/event-subscriptions") as { subscriptionID?: unknown };
  if (typeof body?.subscriptionID !== "string" || body.subscriptionID.length === 0 || body.subscriptionID.length > 100)
    throw new CarrierError("The carrier's answer to POST /v2/event-subscriptions has no subscriptionID.");
  return body.subscriptionID;
}

/** `PUT {baseUrl}/v2/event-subscriptions/{id}/secret`. */
export async function rotateCarrierSecret(source: Source, secret: string): Promise<void> {
  const baseUrl = requireBaseUrl(source);
  if (!source.carrierSubscriptionId) throw new CarrierError("No subscription is held at the carrier.");
  const response = await send(
    `${baseUrl}/v2/event-subscriptions/${encodeURIComponent(source.carrierSubscriptionId)}/secret`,
    { method: "PUT", headers: headers(source, true), body: JSON.stringify({ secret }) },
  );
  if (response.status !== 204 && response.status !== 200)
    throw refused(response, "PUT /v2/event-subscriptions/{id}/secret");
}

/** `DELETE {baseUrl}/v2/event-subscriptions/{id}`; a 404 there means it is gone already. */
export async function deleteCarrierSubscription(source: Source): Promise<void> {
  const baseUrl = requireBaseUrl(source);
  if (!source.carrierSubscriptionId) return;
  const response = await send(`${baseUrl}/v2/event-subscriptions/${encodeURIComponent(source.carrierSubscriptionId)}`, {
    method: "DELETE",
    headers: headers(source),
  });
  if (![200, 204, 404].includes(response.status)) throw refused(response, "DELETE /v2/event-subscriptions/{id}");
}
