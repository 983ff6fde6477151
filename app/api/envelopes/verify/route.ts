import { route } from "@/lib/http/route";
import { verifyBundleEndpoint } from "@/lib/ebl/verifier/endpoints";
import { verifyUploadedBundle } from "@/lib/ebl/verifier/verify-uploaded-bundle";

export const POST = route(verifyBundleEndpoint, async ({ body, ip }) => verifyUploadedBundle({ bundle: body, ip }));
