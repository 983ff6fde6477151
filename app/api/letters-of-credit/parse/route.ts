import { route } from "@/lib/http/route";
import { parseMt700Endpoint } from "@/lib/letters-of-credit/endpoints";
import { parseMt700 } from "@/lib/letters-of-credit/parse-mt700";

export const POST = route(parseMt700Endpoint, async ({ body }) => parseMt700(body.mt700));
