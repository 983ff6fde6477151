import { ZIdParams } from "@/lib/contract/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";
import { ZLetterOfCreditBody, ZLetterOfCreditResponse, ZParseBody, ZParseResponse } from "./schemas";

const tag = "Letters of credit";
const ACCESS =
  "The owner and anyone the shipment is shared with with edit access change it; a read-only sharee reads it (PUT and DELETE answer 403); anyone else gets 404.";

export const getLetterOfCreditEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/shipments/{id}/letter-of-credit",
  tag,
  summary: "A shipment's letter of credit",
  description: `The credit's terms (MT700 fields as JSON). 404 when the shipment has none. ${ACCESS}`,
  access: "user",
  params: ZIdParams,
  response: ZLetterOfCreditResponse,
  errors: ["not_found"],
});

export const putLetterOfCreditEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/shipments/{id}/letter-of-credit",
  tag,
  summary: "Set a shipment's letter of credit",
  description: `Replaces the terms as a whole (fields left out are cleared). Dates YYYY-MM-DD; \`amount\` a decimal string with at most the currency's minor digits (a JSON number is a 400); tolerances (39A) whole percents; \`documentsRequired\` (46A) document keys with the words in \`documentsRequiredText\`; \`presentationPeriodDays\` (48) defaults to 21. Audited. ${ACCESS}`,
  access: "user",
  params: ZIdParams,
  body: ZLetterOfCreditBody,
  response: ZLetterOfCreditResponse,
  errors: ["validation_failed", "not_found", "forbidden"],
});

export const deleteLetterOfCreditEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/shipments/{id}/letter-of-credit",
  tag,
  summary: "Remove a shipment's letter of credit",
  description: `404 when it has none. The audit log keeps the terms. ${ACCESS}`,
  access: "user",
  params: ZIdParams,
  status: 204,
  errors: ["not_found", "forbidden"],
});

export const parseMt700Endpoint = defineEndpoint({
  method: "POST",
  path: "/api/letters-of-credit/parse",
  tag,
  summary: "Read a pasted MT700",
  description:
    "Turns the text of a SWIFT MT700 into the letter-of-credit fields (the shape PUT takes; fields not found are left out) and lists in `unparsed` each tag or line it could not read, with why. Dates YYMMDD become YYYY-MM-DD; `:32B:USD125000,00` becomes currency and a decimal amount; `:39A:05/05` the two tolerances; 46A lines map to document keys where recognisable. Nothing is stored. 400 when the text holds no MT700 field.",
  access: "user",
  body: ZParseBody,
  response: ZParseResponse,
  maxBodyBytes: 64 * 1024,
  errors: ["validation_failed"],
});

export const letterOfCreditEndpoints = [
  getLetterOfCreditEndpoint,
  putLetterOfCreditEndpoint,
  deleteLetterOfCreditEndpoint,
  parseMt700Endpoint,
];
