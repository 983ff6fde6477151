import { route } from "@/lib/http/route";
import { deleteSavedPort } from "@/lib/ports/delete-saved-port";
import { deletePortEndpoint } from "@/lib/ports/endpoints";

export const DELETE = route(deletePortEndpoint, async ({ actor, params }) => {
  await deleteSavedPort({ actor, port: params.port });
});
