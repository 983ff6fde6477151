import { defineEndpoint } from "@/lib/contract/endpoint";
import { ZMarkReadBody, ZMarkReadResponse, ZNotificationListQuery, ZNotificationListResponse } from "./schemas";

const tag = "Notifications";

export const listNotificationsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/notifications",
  tag,
  summary: "My notifications",
  description:
    "The signed-in user's in-app notices, newest first (20 per page by default, `limit` 1–100, pass `nextCursor` back as `cursor`; `unread=true` for the unread ones only), with the count of unread notices. Notices are kept 90 days.",
  access: "user",
  query: ZNotificationListQuery,
  response: ZNotificationListResponse,
  errors: ["validation_failed"],
});

export const markNotificationsReadEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/notifications/read",
  tag,
  summary: "Mark notifications read",
  description:
    "`ids` (1–200 of my notices; ids of notices that are not mine are ignored) or `all: true`. Answers the number still unread.",
  access: "user",
  body: ZMarkReadBody,
  response: ZMarkReadResponse,
  errors: ["validation_failed"],
});

export const notificationEndpoints = [listNotificationsEndpoint, markNotificationsReadEndpoint] as const;
