import { route } from "@/lib/http/route";
import { listNotificationsEndpoint } from "@/lib/notifications/endpoints";
import { listNotifications } from "@/lib/notifications/list-notifications";

export const GET = route(listNotificationsEndpoint, async ({ actor, query }) =>
  listNotifications({ actor, limit: query.limit, cursor: query.cursor, unread: query.unread }),
);
