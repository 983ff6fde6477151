import { deleteEnvelope } from "@/lib/ebl/delete-envelope";
import { deleteEnvelopeEndpoint, getEnvelopeEndpoint, updateEnvelopeEndpoint } from "@/lib/ebl/endpoints";
import { getEnvelope } from "@/lib/ebl/get-envelope";
import { updateEnvelope } from "@/lib/ebl/update-envelope";
import { route } from "@/lib/http/route";

export const GET = route(getEnvelopeEndpoint, async ({ actor, params }) => ({
  envelope: await getEnvelope({ actor, envelopeId: params.id }),
}));

export const PATCH = route(updateEnvelopeEndpoint, async ({ actor, params, body }) => ({
  envelope: await updateEnvelope({ actor, envelopeId: params.id, ...body }),
}));

export const DELETE = route(deleteEnvelopeEndpoint, ({ actor, params }) =>
  deleteEnvelope({ actor, envelopeId: params.id }),
);
