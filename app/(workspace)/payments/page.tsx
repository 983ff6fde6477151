import type { Metadata } from "next";
import { PaymentsView } from "@/components/payments/payments-view";

export const metadata: Metadata = { title: "Payments" };

type Props = { searchParams: Promise<{ shipment?: string | string[]; filter?: string | string[] }> };

/** Balances per shipment and the payments recorded against them (owner only: nothing here is shared). */
export default async function PaymentsPage({ searchParams }: Props) {
  const { shipment, filter } = await searchParams;
  const initial = typeof shipment === "string" && /^[0-9a-f-]{36}$/i.test(shipment) ? shipment : undefined;
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Payments</h1>
        <p>Money received against your shipments: what was invoiced, what was paid and what is still outstanding.</p>
      </header>
      <PaymentsView initialShipmentId={initial} initialFilter={filter === "overdue" ? "overdue" : undefined} />
    </div>
  );
}
