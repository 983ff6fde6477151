import { route } from "@/lib/http/route";
import { adminListTicketsEndpoint } from "@/lib/support/endpoints";
import { listStaffTickets } from "@/lib/support/list-staff-tickets";

export const GET = route(adminListTicketsEndpoint, async ({ actor, query }) => listStaffTickets({ actor, query }));
