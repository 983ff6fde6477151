import { ZIdParams } from "@/lib/contract/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";
import {
  ZHsSearchQuery,
  ZHsSearchResponse,
  ZProductListQuery,
  ZProductListResponse,
  ZProductResponse,
  ZCreateProductBody,
  ZUpdateProductBody,
} from "./schemas";

const tag = "Products";

export const listProductsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/products",
  tag,
  summary: "My saved products",
  description:
    "Newest first, 100 per page by default (`limit` 1–200); pass `nextCursor` back as `cursor` for the next page. `q` matches description, product code or HS code.",
  access: "user",
  query: ZProductListQuery,
  response: ZProductListResponse,
  errors: ["validation_failed"],
});

export const createProductEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/products",
  tag,
  summary: "Save a product",
  description:
    "A product for line items: description (required), product code, HS code (HS 2022, checked), unit, unit price as a decimal string with at most the currency's minor digits, currency (ISO 4217, required with a price), net and gross weight per unit in kg as decimal strings (gross ≥ net), country of origin.",
  access: "user",
  body: ZCreateProductBody,
  response: ZProductResponse,
  status: 201,
  errors: ["validation_failed", "unprocessable"],
});

export const updateProductEndpoint = defineEndpoint({
  method: "PATCH",
  path: "/api/products/{id}",
  tag,
  summary: "Edit a saved product",
  description:
    'Fields sent replace the saved ones a field sent as "" or null is cleared; fields left out are kept. Another user\'s product answers 404.',
  access: "user",
  params: ZIdParams,
  body: ZUpdateProductBody,
  response: ZProductResponse,
  errors: ["validation_failed", "not_found"],
});

export const deleteProductEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/products/{id}",
  tag,
  summary: "Delete a saved product",
  description: "Line items filled from the product keep their copy of it. Another user's product answers 404.",
  access: "user",
  params: ZIdParams,
  status: 204,
  errors: ["not_found"],
});

export const searchHsCodesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/hs-codes/search",
  tag,
  summary: "Search HS 2022 subheadings",
  description:
    "Six-digit subheadings. Digits: the exact code first, then codes starting with them. Words (at least 2 characters): every word must occur, in any order, in the subheading's description, its heading's or chapter's, or a few trade names (\"black pepper\" finds 090411 and 090412); whole words in the subheading's own text rank first.",
  access: "user",
  query: ZHsSearchQuery,
  response: ZHsSearchResponse,
  errors: ["validation_failed"],
});

export const productEndpoints = [
  listProductsEndpoint,
  createProductEndpoint,
  updateProductEndpoint,
  deleteProductEndpoint,
  searchHsCodesEndpoint,
];
