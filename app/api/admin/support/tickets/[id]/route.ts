import { route } from "@/lib/http/route";
import { adminGetTicketEndpoint, adminUpdateTicketEndpoint } from "@/lib/support/endpoints";
import { getStaffTicket } from "@/lib/support/get-staff-ticket";
import { updateTicketAsStaff } from "@/lib/support/update-ticket-as-staff";

export const GET = route(adminGetTicketEndpoint, async ({ actor, params }) =>
  getStaffTicket({ actor, ticketId: params.id }),
);

export const PATCH = route(adminUpdateTicketEndpoint, async ({ actor, params, body }) =>
  updateTicketAsStaff({ actor, ticketId: params.id, input: body }),
);
