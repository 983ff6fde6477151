import { route } from "@/lib/http/route";
import { markNotificationsReadEndpoint } from "@/lib/notifications/endpoints";
import { markNotificationsRead } from "@/lib/notifications/mark-notifications-read";

export const POST = route(markNotificationsReadEndpoint, async ({ actor, body }) =>
  markNotificationsRead({ actor, ids: body.ids, all: body.all }),
);
