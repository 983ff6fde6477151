import { z } from "zod";
import { zText } from "@/lib/contract/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";
import { TEMPLATE_KEYS } from "./descriptors";

const ZOption = z.object({ value: zText(), label: zText() });
const ZField = z.object({
  key: zText(),
  label: zText(),
  type: zText(),
  shared: z
    .boolean()
    .describe("Entered once for the shipment and shown by every document; a document may override it."),
  requiredToFinalise: z.boolean().optional(),
  options: z.array(ZOption).optional(),
  maxLength: z.number().optional(),
  scale: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  unit: zText().optional(),
  help: zText().optional(),
  placeholder: zText().optional(),
});

export const ZTemplateDescriptor = z.object({
  key: z.enum(TEMPLATE_KEYS),
  title: zText(),
  description: zText(),
  sections: z.array(z.object({ id: zText(), title: zText(), fields: z.array(ZField) })),
  totals: z.array(zText()),
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
