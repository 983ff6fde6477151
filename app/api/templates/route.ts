import { route } from "@/lib/http/route";
import { LINE_ITEM_FIELDS, PARTY_FIELDS, TEMPLATES } from "@/lib/templates/descriptors";
import { templatesEndpoint } from "@/lib/templates/endpoints";

export const GET = route(templatesEndpoint, async ({ responseHeaders }) => {
  // Fixed data that changes only with a deploy: browsers may keep it for a while.
  responseHeaders.set("cache-control", "public, max-age=300");
  return { templates: TEMPLATES, partyFields: PARTY_FIELDS, lineItemFields: LINE_ITEM_FIELDS };
});
