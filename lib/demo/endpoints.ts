import { defineEndpoint } from "@/lib/contract/endpoint";
import { ZDemoRequestBody, ZDemoRequestResponse } from "./schemas";

export const requestDemoEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/demo",
  tag: "Public site",
  summary: "Book a demo",
  description:
    "The landing page's demo form. Stores the request, emails the sales team (SALES_EMAIL) and sends the requester a confirmation. " +
    "fullName (≤ 100), company (≤ 200), email and phone (7–20 digits; +, spaces and dashes allowed) are required; message is optional (≤ 2,000). " +
    "Five requests per client address per hour; the sixth answers 429 with Retry-After.",
  access: "public",
  body: ZDemoRequestBody,
  response: ZDemoRequestResponse,
  status: 201,
  errors: ["validation_failed", "rate_limited"],
});

export const demoEndpoints = [requestDemoEndpoint];
