import { cancelJobEndpoint } from "@/lib/admin/endpoints";
import { cancelJob } from "@/lib/admin/cancel-job";
import { route } from "@/lib/http/route";

export const POST = route(cancelJobEndpoint, async ({ actor, params }) =>
  cancelJob({ actor, queue: params.queue, jobId: params.id }),
);
