import { defineEndpoint } from "@/lib/contract/endpoint";
import { ZUnsubscribeTokenQuery, ZWeeklySummaryBody, ZWeeklySummarySubscription } from "./schemas";

const tag = "Analytics";

export const getWeeklySummaryEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/analytics/weekly-summary",
  tag,
  summary: "My weekly summary mail subscription",
  access: "user",
  response: ZWeeklySummarySubscription,
});

export const putWeeklySummaryEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/analytics/weekly-summary",
  tag,
  summary: "Subscribe to or unsubscribe from the weekly summary mail",
  description:
    "The summary (shipments and export value per currency against the week before, documents finalised, overdue receivables, eBLs awaiting my action) is mailed on Mondays between 08:00 and 08:59 in my time zone (the setting, else UTC), for the week just ended, at most once a week.",
  access: "user",
  body: ZWeeklySummaryBody,
  response: ZWeeklySummarySubscription,
  errors: ["validation_failed"],
});

export const unsubscribeWeeklySummaryEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/analytics/weekly-summary/unsubscribe",
  tag,
  summary: "One-click unsubscribe from the weekly summary (RFC 8058)",
  description:
    "The target of the mail's `List-Unsubscribe` header (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`): no session, the signed `token` from the link names the user. Any body is ignored (mail providers post `List-Unsubscribe=One-Click` form-encoded). Repeating it is harmless. An unknown or altered token answers 404.",
  access: "public",
  query: ZUnsubscribeTokenQuery,
  response: ZWeeklySummarySubscription,
  errors: ["validation_failed", "not_found"],
});

export const resubscribeWeeklySummaryEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/analytics/weekly-summary/subscribe",
  tag,
  summary: "Subscribe again from an unsubscribe link",
  description:
    "The unsubscribe page's “Subscribe again”: the signed `token` of the mail's link names the user, no session needed. An unknown or altered token answers 404.",
  access: "public",
  query: ZUnsubscribeTokenQuery,
  response: ZWeeklySummarySubscription,
  errors: ["validation_failed", "not_found"],
});

export const weeklySummaryEndpoints = [
  getWeeklySummaryEndpoint,
  putWeeklySummaryEndpoint,
  unsubscribeWeeklySummaryEndpoint,
  resubscribeWeeklySummaryEndpoint,
];
