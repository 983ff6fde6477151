import { ZIdParams } from "@/lib/contract/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";
import {
  ZContactListQuery,
  ZContactListResponse,
  ZContactResponse,
  ZCreateContactBody,
  ZUpdateContactBody,
} from "./schemas";

const tag = "Contacts";

export const listContactsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/contacts",
  tag,
  summary: "My saved contacts",
  description:
    "Newest first, 100 per page by default (`limit` 1–200); pass `nextCursor` back as `cursor` for the next page. `q` matches name, company, city or email; `role` keeps contacts that play that role.",
  access: "user",
  query: ZContactListQuery,
  response: ZContactListResponse,
  errors: ["validation_failed"],
});

export const createContactEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/contacts",
  tag,
  summary: "Save a contact",
  description:
    "A trade party for autofill: name or company (one is required), address lines, city, state, postal code, country (ISO alpha-2), email, phone, tax ids (GSTIN with its state code and check character, IEC, PAN, EORI, VAT) and roles.",
  access: "user",
  body: ZCreateContactBody,
  response: ZContactResponse,
  status: 201,
  errors: ["validation_failed", "unprocessable"],
});

export const updateContactEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/api/contacts/{id}",
  tag,
  summary: "Edit a saved contact",
  description:
    'Fields sent replace the saved ones (addressLines, taxIds and roles as a whole); a field sent as "" or null is cleared; fields left out are kept. Another user\'s contact answers 404.',
  access: "user",
  params: ZIdParams,
  body: ZUpdateContactBody,
  response: ZContactResponse,
  errors: ["validation_failed", "not_found"],
});

export const deleteContactEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/contacts/{id}",
  tag,
  summary: "Delete a saved contact",
  description: "Documents filled from the contact keep their copy of it. Another user's contact answers 404.",
  access: "user",
  params: ZIdParams,
  status: 204,
  errors: ["not_found"],
});

export const contactEndpoints = [
  listContactsEndpoint,
  createContactEndpoint,
  updateContactEndpoint,
  deleteContactEndpoint,
];
