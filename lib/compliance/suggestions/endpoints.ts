import { ZIdParams } from "@/lib/contract/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";
import {
  ZAddSuggestionsBody,
  ZAddSuggestionsResponse,
  ZHsSuggestQuery,
  ZHsSuggestResponse,
  ZSuggestionAnswer,
  ZSuggestionRequest,
} from "./schemas";

const tag = "Compliance";
const DERIVED =
  "Answered by Exportly's rule engine over a versioned rule set (`ruleSetVersion`), not by a language model: every document carries the rules that produced it, with their reason, authority and source, and `condition` says when it applies. A fact the request leaves out (an optional flag, the Incoterm, the payment terms) makes the documents depending on it `conditional`. See docs/compliance.md.";

export const suggestDocumentsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/document/suggestions",
  tag,
  summary: "Suggest documents for a shipment",
  description: `The spec's suggestion call. \`export_country\`/\`import_country\` are ISO 3166 alpha-2 codes or country names (resolved); \`commodity\` free text (HS candidates are suggested from it; only a confirmed \`hs_code\` brings its chapter's rules); \`value\` a decimal string, or a JSON number read from its decimal text; \`transport\` sea, air, road, rail or multimodal; \`product_nature\` one nature or a list. Optional: \`currency\`, \`hs_code\`, \`incoterm\`, \`payment_terms\`, the flags \`containerized\`, \`wood_packaging\`, \`gst_registered\`, \`claims_export_benefits\`, \`inland_road_leg\`, and \`shipmentId\` to record the answer on a shipment (its owner or an edit sharee; a read-only sharee gets 403, anyone else 404). A bad field is a 400 naming it. ${DERIVED}`,
  access: "user",
  body: ZSuggestionRequest,
  response: ZSuggestionAnswer,
  errors: ["validation_failed", "not_found", "forbidden"],
});

export const suggestHsCodesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/hs-codes/suggest",
  tag,
  summary: "HS code suggestions for a commodity",
  description:
    "Up to 10 HS 2022 six-digit subheadings for the commodity text `q`, best first, each with its description, a score relative to the best (1) and the words that matched. A full-text index (stemming, trade-word synonyms such as tee → T-shirt, prefix matching on the last word, fuzzy matching on long words); digits list the codes they start. Suggestions only: the user confirms a code before it is used. An empty `q` answers no candidates.",
  access: "user",
  query: ZHsSuggestQuery,
  response: ZHsSuggestResponse,
  errors: ["validation_failed"],
});

export const addSuggestionsEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/shipments/{id}/suggestions",
  tag,
  summary: "Add suggested documents to a shipment",
  description: `"Add to shipment": the body is a suggestion request (as for POST /api/document/suggestions, without \`shipmentId\`) and optionally \`documents\`, the suggested keys to add. The server answers the request again, creates the documents Exportly has a template for that the shipment lacks (all suggested ones with a \`templateKey\` unless \`documents\` narrows them), and records the answer with its rule-set version. Answers the answer, the template keys \`added\` and the shipment's \`templates\`. The owner's: a sharee gets 403, anyone else 404. ${DERIVED}`,
  access: "user",
  params: ZIdParams,
  body: ZAddSuggestionsBody,
  response: ZAddSuggestionsResponse,
  errors: ["validation_failed", "not_found", "forbidden"],
});

export const suggestionEndpoints = [suggestDocumentsEndpoint, suggestHsCodesEndpoint, addSuggestionsEndpoint] as const;
