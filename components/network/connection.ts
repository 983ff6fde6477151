import type { ApiOutput, EndpointAt } from "@/lib/client/api-client";
import { NETWORK_STATUS_LABELS, type NetworkStatus } from "@/lib/network/labels";
import { REGISTRABLE_ROLES, roleLabel, type RegistrableRole } from "@/lib/roles";

/** One row of GET /api/network: a connection or an invitation, with the other party. */
export type Connection = ApiOutput<EndpointAt<"GET", "/api/network">>["connections"][number];

/** An approval or rejection moves a row to the top, so a later page may repeat it: list it once. */
export function uniqueConnections(items: readonly Connection[]): Connection[] {
  const seen = new Set<string>();
  return items.filter((c) => !seen.has(c.id) && Boolean(seen.add(c.id)));
}

/** The list filters, as kept in the page's query string (?role=bank&status=REJECTED). */
export type Filters = { role: RegistrableRole | "all"; status: NetworkStatus | "all" };
export const DEFAULT_FILTERS: Filters = { role: "all", status: "CONNECTED" };

export function filtersFrom(params: URLSearchParams): Filters {
  const role = params.get("role");
  const status = params.get("status");
  return {
    role: (REGISTRABLE_ROLES as readonly string[]).includes(role ?? "") ? (role as RegistrableRole) : "all",
    status:
      status === "all" || (status && status in NETWORK_STATUS_LABELS)
        ? (status as Filters["status"])
        : DEFAULT_FILTERS.status,
  };
}

/** "Meera Verma", "Coastal Bank", or the address when the party has no account yet. */
export const partyTitle = (c: Connection) => c.name ?? c.email;

/** The group heading for a role; an invited address with no account has none yet. */
export const groupLabel = (role: string | null) => (role ? roleLabel(role) : "Not on Exportly yet");

/** The app's one date format (lib/format/dates), re-exported for the network screens. */
export { formatDate } from "@/lib/format/dates";
