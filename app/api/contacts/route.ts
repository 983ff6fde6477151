import { createContact } from "@/lib/contacts/create-contact";
import { toContactDto } from "@/lib/contacts/dto";
import { createContactEndpoint, listContactsEndpoint } from "@/lib/contacts/endpoints";
import { listContacts } from "@/lib/contacts/list-contacts";
import { route } from "@/lib/http/route";

export const GET = route(listContactsEndpoint, async ({ actor, query }) => {
  const { rows, nextCursor } = await listContacts({
    actor,
    limit: query.limit,
    cursor: query.cursor,
    query: query.q || undefined,
    role: query.role,
  });
  return { contacts: rows.map(toContactDto), nextCursor };
});

export const POST = route(createContactEndpoint, async ({ actor, body }) => ({
  contact: toContactDto(await createContact({ actor, data: body.data })),
}));
