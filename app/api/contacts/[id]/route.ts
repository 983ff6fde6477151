import { deleteContact } from "@/lib/contacts/delete-contact";
import { deleteContactEndpoint, updateContactEndpoint } from "@/lib/contacts/endpoints";
import { updateContact } from "@/lib/contacts/update-contact";
import { route } from "@/lib/http/route";

export const PATCH = route(updateContactEndpoint, async ({ actor, params, body }) => ({
  contact: await updateContact({ actor, contactId: params.id, changes: body.data }),
}));

export const DELETE = route(deleteContactEndpoint, async ({ actor, params }) => {
  await deleteContact({ actor, contactId: params.id });
});
