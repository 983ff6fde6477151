import { route } from "@/lib/http/route";
import { addStaffMessage } from "@/lib/support/add-staff-message";
import { adminReplyEndpoint } from "@/lib/support/endpoints";
import { withMessageRequest } from "@/lib/support/read-message-request";
import { ZAdminReplyBody } from "@/lib/support/schemas";

// JSON or multipart with files: read by the domain's reader (lib/support/read-message-request.ts).
export const POST = route(adminReplyEndpoint, async ({ actor, params, request }) =>
  withMessageRequest(request, actor, ZAdminReplyBody, ({ input, files }) =>
    addStaffMessage({ actor, ticketId: params.id, body: input.body, internal: input.internal, files }),
  ),
);
