import { retryJobEndpoint } from "@/lib/admin/endpoints";
import { retryJob } from "@/lib/admin/retry-job";
import { route } from "@/lib/http/route";

export const POST = route(retryJobEndpoint, async ({ actor, params }) =>
  retryJob({ actor, queue: params.queue, jobId: params.id }),
);
