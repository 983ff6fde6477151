import { platformFiguresEndpoint } from "@/lib/admin/platform-figures-endpoints";
import { platformFigures } from "@/lib/admin/platform-figures";
import { route } from "@/lib/http/route";

export const GET = route(platformFiguresEndpoint, async ({ actor, query }) =>
  platformFigures({ actor, weeks: query.weeks }),
);
