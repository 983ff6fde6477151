import { asc, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { TEMPLATE_BY_KEY, isTemplateKey } from "@/lib/templates/descriptors";
import { files, shipmentDocuments, shipments } from "@/models";
import { getTicketForStaff } from "./access";
import { staffTicketById, toAdminTicketDto } from "./admin-dto";
import { toAdminMessageDto } from "./dto";
import { loadConversation } from "./messages";
import type { AdminMessageDto, AdminTicketDto } from "./schemas";
import { supportBusinessHours } from "./settings";

export type GetStaffTicketOptions = { actor: Actor; ticketId: string; now?: Date };

/**
 * A ticket for support: the whole conversation (internal notes included), the targets, and the
 * linked shipment's summary. The summary reads titles, keys and states only: support sees enough
 * to help, never a document's contents (docs/support.md, "What support sees").
 */
export async function getStaffTicket({ actor, ticketId, now = new Date() }: GetStaffTicketOptions): Promise<{
  ticket: AdminTicketDto;
  messages: AdminMessageDto[];
  shipment: Awaited<ReturnType<typeof shipmentSummary>>;
  timeZone: string;
}> {
  const db = await getDb();
  const row = await getTicketForStaff(db, actor, ticketId);
  const hours = supportBusinessHours();
  const { rows, attachments } = await loadConversation(db, row.id, { includeInternal: true });
  return {
    ticket: toAdminTicketDto(await staffTicketById(db, row.id), now, hours),
    messages: rows.map((m) => toAdminMessageDto(m, attachments.get(m.message.id) ?? [])),
    shipment: row.shipmentId ? await shipmentSummary(db, row.shipmentId) : null,
    timeZone: hours.timeZone,
  };
}

async function shipmentSummary(db: DbOrTx, shipmentId: string) {
  const [shipment] = await db
    .select({ id: shipments.id, reference: shipments.reference, status: shipments.status })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  if (!shipment) return null;
  // Only these columns are read: never `data`, never a file's bytes.
  const documents = await db
    .select({ name: shipmentDocuments.name, state: shipmentDocuments.state })
    .from(shipmentDocuments)
    .where(eq(shipmentDocuments.shipmentId, shipmentId))
    .orderBy(asc(shipmentDocuments.name));
  const uploads = await db
    .select({ filename: files.filename, documentType: files.documentType })
    .from(files)
    .where(eq(files.shipmentId, shipmentId))
    .orderBy(asc(files.createdAt), asc(files.id))
    .limit(200);
  return {
    ...shipment,
    documents: documents.map((d) => ({
      key: d.name,
      title: isTemplateKey(d.name) ? TEMPLATE_BY_KEY[d.name].title : d.name,
      state: d.state,
    })),
    files: uploads,
  };
}
