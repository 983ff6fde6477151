import { createContact } from "@/lib/contacts/create-contact";
import { createContactEndpoint, listContactsEndpoint } from "@/lib/contacts/endpoints";
import { listContacts } from "@/lib/contacts/list-contacts";
import { route } from "@/lib/http/route";

export const GET = route(listContactsEndpoint, async ({ actor, query }) => {
  return listContacts({
    actor,
    limit: query.limit,
    cursor: query.cursor,
    query: query.q || undefined,
    role: query.role,
  });
});

export const POST = route(createContactEndpoint, async ({ actor, body }) => ({
  contact: await createContact({ actor, data: body.data }),
}));
