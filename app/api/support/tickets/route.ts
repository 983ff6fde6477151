import { route } from "@/lib/http/route";
import { createTicket } from "@/lib/support/create-ticket";
import { createTicketEndpoint, listTicketsEndpoint } from "@/lib/support/endpoints";
import { listTickets } from "@/lib/support/list-tickets";
import { withMessageRequest } from "@/lib/support/read-message-request";
import { ZCreateTicketBody } from "@/lib/support/schemas";

export const GET = route(listTicketsEndpoint, async ({ actor, query }) =>
  listTickets({ actor, limit: query.limit, cursor: query.cursor }),
);

// JSON or multipart with files: read by the domain's reader (lib/support/read-message-request.ts).
export const POST = route(createTicketEndpoint, async ({ actor, request }) =>
  withMessageRequest(request, actor, ZCreateTicketBody, ({ input, files }) => createTicket({ actor, input, files })),
);
