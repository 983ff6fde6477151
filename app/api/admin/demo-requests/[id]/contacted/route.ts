import { markDemoContactedEndpoint } from "@/lib/admin/endpoints";
import { markDemoContacted } from "@/lib/admin/mark-demo-contacted";
import { route } from "@/lib/http/route";

export const POST = route(markDemoContactedEndpoint, async ({ actor, params }) => ({
  demoRequest: await markDemoContacted({ actor, demoRequestId: params.id }),
}));
