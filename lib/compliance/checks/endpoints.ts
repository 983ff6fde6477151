import { ZIdParams } from "@/lib/contract/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";
import { ZCheckRun, ZInsightsResponse, ZLatestResponse } from "./schemas";

const tag = "Compliance checks";
const WHAT =
  "Each finding names its check (`checkId`), severity, the documents and fields involved (a link target for the editor), the rule with its citation (UCP 600, Incoterms® 2020, customs) and a suggestion.";

export const runChecksEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/shipments/{id}/compliance-checks",
  tag,
  summary: "Check a shipment's documents",
  description: `Runs every check over the shipment's documents (their saved data with overrides), its eBL, its letter of credit and its payments, stores the run and answers it. ${WHAT} Anyone who can see the shipment may run them; a sharee's run covers only the documents shared with them and the letter of credit (not the eBL or payments), and is kept for them alone. Strangers get 404.`,
  access: "user",
  params: ZIdParams,
  response: ZCheckRun,
  errors: ["not_found"],
});

export const latestChecksEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/shipments/{id}/compliance-checks/latest",
  tag,
  summary: "The latest check of a shipment",
  description: `The latest stored run for the caller's view (the owner's over the whole shipment, a sharee's own). Never checked: 200 with \`checkedAt\`, \`ruleSetVersion\` and \`summary\` null and no findings. ${WHAT}`,
  access: "user",
  params: ZIdParams,
  response: ZLatestResponse,
  errors: ["not_found"],
});

export const insightsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/compliance/insights",
  tag,
  summary: "Compliance insights across my shipments",
  description:
    "Over the caller's own shipments: open findings per check (each shipment's latest run, information left out), the shipments blocked by errors, and the checks that found something most often over the last 90 days.",
  access: "user",
  response: ZInsightsResponse,
});

export const complianceCheckEndpoints = [runChecksEndpoint, latestChecksEndpoint, insightsEndpoint];
