import { refreshPaidFacts } from "@/lib/analytics/facts/refresh-shipment-facts";
import { getDb } from "@/lib/db/client";
import { payments, shipmentFacts, shipmentProductFacts, shipments, shipmentShares } from "@/models";
import type { ShipmentStatus } from "@/models";
import type { ShareForm } from "@/models/collaboration";
import { GET as reportRoute } from "@/app/api/reports/[report]/route";
import type { TestUser } from "./accounts";
import { call } from "./http";

/**
 * A shipment with its facts written directly, for the reports' known-answer tests: the creation
 * instant, amounts beyond what an invoice form accepts (sums past 2^53) and due dates are set
 * exactly, which the API cannot do (it stamps `now`). The facts helper's own tests prove the
 * API writes these rows; lib/analytics/reports/reports-api.integration.test.ts drives the API.
 */
export type FactShipment = {
  reference: string;
  createdAt: string;
  shipmentDate?: string | null;
  status?: ShipmentStatus;
  country?: string | null;
  partner?: string | null;
  currency?: string | null;
  invoicedMinor?: bigint | null;
  dueDate?: string | null;
  /** chapter → [lines, value minor or null] */
  products?: Record<string, [number, bigint | null]>;
};

export async function insertFactShipment(owner: TestUser, s: FactShipment): Promise<string> {
  const db = await getDb();
  const createdAt = new Date(s.createdAt);
  const [row] = await db
    .insert(shipments)
    .values({ ownerId: owner.id, reference: s.reference, status: s.status ?? "shipped", createdAt })
    .returning({ id: shipments.id });
  const id = row!.id;
  const hasInvoice = s.invoicedMinor !== undefined && s.invoicedMinor !== null;
  await db.insert(shipmentFacts).values({
    shipmentId: id,
    ownerId: owner.id,
    reference: s.reference,
    status: s.status ?? "shipped",
    createdAt,
    shipmentDate: s.shipmentDate ?? null,
    destinationCountry: s.country ?? null,
    partnerName: s.partner ?? null,
    partnerKey: s.partner?.toLowerCase() ?? null,
    invoiceSource: hasInvoice ? "commercial_invoice" : null,
    currency: hasInvoice ? (s.currency ?? null) : null,
    invoicedMinor: s.invoicedMinor ?? null,
    dueDate: s.dueDate ?? null,
  });
  const products = Object.entries(s.products ?? {});
  if (products.length > 0) {
    await db.insert(shipmentProductFacts).values(
      products.map(([hsChapter, [lineCount, valueMinor]]) => ({
        shipmentId: id,
        hsChapter,
        lineCount,
        valueMinor,
        // Copies of the facts row, as lib/analytics/facts writes them.
        ownerId: owner.id,
        status: s.status ?? "shipped",
        createdAt,
        shipmentDate: s.shipmentDate ?? null,
        currency: hasInvoice ? (s.currency ?? null) : null,
      })),
    );
  }
  return id;
}

export async function insertPayment(shipmentId: string, currency: string, amountMinor: bigint, paymentDate: string) {
  const db = await getDb();
  await db.insert(payments).values({ shipmentId, currency, amountMinor, paymentDate });
  // As lib/payments does in the payment's transaction: the receivables read the facts' paid sum.
  await refreshPaidFacts(db, [shipmentId]);
}

export async function insertShare(shipmentId: string, user: TestUser, forms: string[]) {
  const list: ShareForm[] = forms.map((name) => ({ name, access: "read" }));
  await (await getDb()).insert(shipmentShares).values({ shipmentId, email: user.email, userId: user.id, forms: list });
}

/** GET /api/reports/{report}?… through the route handler. */
export const getReport = (user: TestUser | undefined, report: string, qs = "") =>
  call(reportRoute, { token: user?.token, params: { report }, path: `/api/reports/${report}${qs}` });
