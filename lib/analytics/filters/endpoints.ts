import { defineEndpoint } from "@/lib/contract/endpoint";
import { ZFilterOptions } from "./schemas";

export const filterOptionsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/analytics/filters",
  tag: "Reports",
  summary: "Options for the report filters",
  description:
    "The destination countries (code and name), currencies, partners (buyer, else consignee) and statuses of the shipments your reports count: the ones you own and the ones shared with you (currencies only from invoices you can see). At most 500 partners, by name.",
  access: "user",
  response: ZFilterOptions,
});

export const analyticsFilterEndpoints = [filterOptionsEndpoint];
