import { requestDemoEndpoint } from "@/lib/demo/endpoints";
import { requestDemo } from "@/lib/demo/request-demo";
import { route } from "@/lib/http/route";

export const POST = route(requestDemoEndpoint, async ({ actor, body, ip }) => {
  const { message } = await requestDemo({ actor, ip, ...body });
  return { message };
});
