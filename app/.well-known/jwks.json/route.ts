import { route } from "@/lib/http/route";
import { getKeyRing } from "@/lib/ebl/keys";
import { jwksEndpoint } from "@/lib/ebl/verifier/endpoints";

/** Served at /.well-known/jwks.json: Next.js routes dot-folders in app/ (only "_" folders are private). */
export const GET = route(jwksEndpoint, async ({ responseHeaders }) => {
  const { jwks } = await getKeyRing();
  responseHeaders.set("cache-control", "public, max-age=300");
  // Public keys: any site or tool may fetch them to check a bundle's origin.
  responseHeaders.set("access-control-allow-origin", "*");
  return jwks;
});
