import { listOutboxEndpoint } from "@/lib/admin/endpoints";
import { listOutbox } from "@/lib/admin/list-outbox";
import { route } from "@/lib/http/route";

export const GET = route(listOutboxEndpoint, async ({ actor, query }) => listOutbox({ actor, ...query }));
