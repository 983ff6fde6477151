import { route } from "@/lib/http/route";
import { blobResponse } from "@/lib/storage/blob-response";
import { adminGetTicketAttachmentEndpoint } from "@/lib/support/endpoints";
import { getAttachmentForDownload } from "@/lib/support/get-attachment";

export const GET = route(adminGetTicketAttachmentEndpoint, async ({ actor, params }) =>
  blobResponse(
    await getAttachmentForDownload({ actor, ticketId: params.id, attachmentId: params.attachmentId, asStaff: true }),
  ),
);
