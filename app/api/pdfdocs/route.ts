import { route } from "@/lib/http/route";
import { listBusinessDocumentsEndpoint, uploadBusinessDocumentEndpoint } from "@/lib/verification/endpoints";
import { listBusinessDocuments } from "@/lib/verification/list-business-documents";
import { uploadBusinessDocument } from "@/lib/verification/upload-business-document";

export const POST = route(uploadBusinessDocumentEndpoint, async ({ actor, upload }) => ({
  document: await uploadBusinessDocument({
    actor,
    uid: upload.fields.uid,
    documentType: upload.fields.documentType,
    file: upload.file,
  }),
}));

export const GET = route(listBusinessDocumentsEndpoint, async ({ actor }) => ({
  documents: await listBusinessDocuments({ actor }),
}));
