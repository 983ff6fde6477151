import { route } from "@/lib/http/route";
import { listPortsEndpoint, savePortEndpoint } from "@/lib/ports/endpoints";
import { listSavedPorts } from "@/lib/ports/list-saved-ports";
import { savePort } from "@/lib/ports/save-port";

export const GET = route(listPortsEndpoint, async ({ actor }) => ({ ports: await listSavedPorts({ actor }) }));

export const POST = route(savePortEndpoint, async ({ actor, body }) => {
  const { port } = await savePort({ actor, port: body.port });
  return { port };
});
