import { route } from "@/lib/http/route";
import { getReviewItemEndpoint } from "@/lib/verification/endpoints";
import { getReviewItem } from "@/lib/verification/get-review-item";

export const GET = route(getReviewItemEndpoint, async ({ actor, params }) => ({
  item: await getReviewItem({ actor, userId: params.userId }),
}));
