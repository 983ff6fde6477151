import { route } from "@/lib/http/route";
import { liveEndpoint } from "@/lib/platform/endpoints";

export const dynamic = "force-dynamic";

export const GET = route(liveEndpoint, async () => ({ status: "ok" as const }));
