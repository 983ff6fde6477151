import { route } from "@/lib/http/route";
import { MAX_WEBHOOK_BODY_BYTES, receiveWebhookEndpoint } from "@/lib/tracking/webhooks/endpoints";
import { readRawBody } from "@/lib/tracking/webhooks/read-raw-body";
import { receiveWebhook } from "@/lib/tracking/webhooks/receive-webhook";
import { SIGNATURE_HEADER } from "@/lib/tracking/webhooks/signature";

export const POST = route(receiveWebhookEndpoint, async ({ params, request }) => {
  await receiveWebhook({
    sourceId: params.sourceId,
    body: await readRawBody(request, MAX_WEBHOOK_BODY_BYTES),
    signature: request.headers.get(SIGNATURE_HEADER),
  });
});
