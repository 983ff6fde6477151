import { route } from "@/lib/http/route";
import { addCustomerMessage } from "@/lib/support/add-customer-message";
import { replyToTicketEndpoint } from "@/lib/support/endpoints";
import { withMessageRequest } from "@/lib/support/read-message-request";
import { ZReplyBody } from "@/lib/support/schemas";

// JSON or multipart with files: read by the domain's reader (lib/support/read-message-request.ts).
export const POST = route(replyToTicketEndpoint, async ({ actor, params, request }) =>
  withMessageRequest(request, actor, ZReplyBody, ({ input, files }) =>
    addCustomerMessage({ actor, ticketId: params.id, body: input.body, files }),
  ),
);
