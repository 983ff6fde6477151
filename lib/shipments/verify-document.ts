import { and, eq, or } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { TEMPLATE_BY_KEY, isTemplateKey } from "@/lib/templates/descriptors";
import { readStored } from "@/lib/templates/merge";
import { shipmentDocuments, shipments, users } from "@/models";

export type VerificationResult = {
  verified: boolean;
  document: { documentType: string; title: string; finalizedAt: string; issuer: string | null } | null;
};

/**
 * Public check of a hash against finalised documents: the content hash printed on a PDF, or the
 * SHA-256 of a PDF file. Reveals only the type, the finalisation date and the issuing company —
 * never the shipment, its reference or the data. Both columns are indexed.
 */
export async function verifyDocument(sha256: string): Promise<VerificationResult> {
  const db = await getDb();
  const [row] = await db
    .select({
      name: shipmentDocuments.name,
      finalizedAt: shipmentDocuments.finalizedAt,
      data: shipmentDocuments.data,
      company: users.company,
    })
    .from(shipmentDocuments)
    .innerJoin(shipments, eq(shipments.id, shipmentDocuments.shipmentId))
    .innerJoin(users, eq(users.id, shipments.ownerId))
    .where(
      and(
        eq(shipmentDocuments.state, "final"),
        or(eq(shipmentDocuments.contentSha256, sha256), eq(shipmentDocuments.finalSha256, sha256)),
      ),
    )
    .limit(1);
  if (!row || !row.finalizedAt || !isTemplateKey(row.name)) return { verified: false, document: null };
  const stored = readStored(row.data);
  const exporter = (stored.overrides.exporter ?? stored.frozenShared?.exporter) as
    { company?: string; name?: string } | undefined;
  return {
    verified: true,
    document: {
      documentType: row.name,
      title: TEMPLATE_BY_KEY[row.name].title,
      finalizedAt: row.finalizedAt.toISOString(),
      issuer: exporter?.company || exporter?.name || row.company || null,
    },
  };
}
