import { defineEndpoint } from "@/lib/contract/endpoint";
import {
  ZPortListResponse,
  ZPortParams,
  ZPortResponse,
  ZPortSearchResponse,
  ZSavePortBody,
  ZSearchQuery,
} from "./schemas";

const tag = "Ports";

const FORMAT =
  "A port is one string. The app writes `<UN/LOCODE> — <name>, <country>` (e.g. `INNSA — Jawaharlal Nehru (Nhava Sheva), IN`). " +
  "A string that starts with a code and a dash must name an existing UN/LOCODE; a bare code in capitals (`INNSA`) is expanded to that label; any other text is kept as free text.";

export const listPortsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/ports",
  tag,
  summary: "My saved ports",
  description:
    "The signed-in user's saved ports in alphabetical order (at most 500). Clients show them as options whose value and label are equal.",
  access: "user",
  response: ZPortListResponse,
});

export const savePortEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/ports",
  tag,
  summary: "Save a port",
  description: `${FORMAT} Saving a port that is already saved answers the same 201 and changes nothing.`,
  access: "user",
  body: ZSavePortBody,
  response: ZPortResponse,
  status: 201,
  errors: ["validation_failed", "unprocessable"],
});

export const deletePortEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/ports/{port}",
  tag,
  summary: "Remove a saved port",
  description:
    "The port string, URL-encoded (encodeURIComponent), as GET /api/ports lists it. 404 when it is not among the user's saved ports.",
  access: "user",
  params: ZPortParams,
  status: 204,
  errors: ["not_found"],
});

export const searchPortsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/ports/search",
  tag,
  summary: "Search UN/LOCODE ports",
  description:
    'By code or name (at least 2 characters): exact code, then exact name ("Rotterdam" and "NLRTM" both answer NLRTM first), code prefix, name prefix and name anywhere; within each, seaports, then airports, then the rest. `label` is the string to save or put in a document.',
  access: "user",
  query: ZSearchQuery,
  response: ZPortSearchResponse,
  errors: ["validation_failed"],
});

export const portEndpoints = [listPortsEndpoint, savePortEndpoint, deletePortEndpoint, searchPortsEndpoint];
