import { route } from "@/lib/http/route";
import { blobResponse } from "@/lib/storage/blob-response";
import { getTicketAttachmentEndpoint } from "@/lib/support/endpoints";
import { getAttachmentForDownload } from "@/lib/support/get-attachment";

export const GET = route(getTicketAttachmentEndpoint, async ({ actor, params }) =>
  blobResponse(
    await getAttachmentForDownload({ actor, ticketId: params.id, attachmentId: params.attachmentId, asStaff: false }),
  ),
);
