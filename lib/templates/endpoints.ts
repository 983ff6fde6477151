import { z } from "zod";
import { defineEndpoint } from "@/lib/contract/endpoint";
import { TEMPLATE_KEYS } from "./descriptors";

const ZOption = z.object({ value: z.string(), label: z.string() });
const ZField = z.object({
  key: z.string(),
  label: z.string(),
  type: z.string(),
  shared: z
    .boolean()
    .describe("Entered once for the shipment and shown by every document; a document may override it."),
  requiredToFinalise: z.boolean().optional(),
  options: z.array(ZOption).optional(),
  maxLength: z.number().optional(),
  scale: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  unit: z.string().optional(),
  help: z.string().optional(),
  placeholder: z.string().optional(),
});

export const ZTemplateDescriptor = z.object({
  key: z.enum(TEMPLATE_KEYS),
  title: z.string(),
  description: z.string(),
  sections: z.array(z.object({ id: z.string(), title: z.string(), fields: z.array(ZField) })),
  totals: z.array(z.string()),
});

export const ZTemplatesResponse = z.object({
  templates: z.array(ZTemplateDescriptor),
  /** Sub-fields of every `party` field and columns of `lineItems`. */
  partyFields: z.array(ZField),
  lineItemFields: z.array(ZField),
});

export const templatesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/templates",
  tag: "Documents",
  summary: "The document templates",
  description:
    "Each template key (the `{x}` of the document paths) with its title, description, sections and fields. `shared` fields live on the shipment and flow into every document; the others belong to one document. The editor is generated from this.",
  access: "public",
  response: ZTemplatesResponse,
});

export const templateEndpoints = [templatesEndpoint];
