import { route } from "@/lib/http/route";
import { verifyDocumentEndpoint } from "@/lib/shipments/endpoints";
import { verifyDocument } from "@/lib/shipments/verify-document";

export const GET = route(verifyDocumentEndpoint, async ({ params }) => verifyDocument(params.sha256));
