import { route } from "@/lib/http/route";
import { listReviewQueueEndpoint } from "@/lib/verification/endpoints";
import { listReviewQueue } from "@/lib/verification/list-review-queue";

export const GET = route(listReviewQueueEndpoint, async ({ actor, query }) => listReviewQueue({ actor, ...query }));
