import { route } from "@/lib/http/route";
import { getTicketEndpoint, updateTicketEndpoint } from "@/lib/support/endpoints";
import { getTicket } from "@/lib/support/get-ticket";
import { updateTicket } from "@/lib/support/update-ticket";

export const GET = route(getTicketEndpoint, async ({ actor, params }) => getTicket({ actor, ticketId: params.id }));

export const PATCH = route(updateTicketEndpoint, async ({ actor, params, body }) =>
  updateTicket({ actor, ticketId: params.id, input: body }),
);
