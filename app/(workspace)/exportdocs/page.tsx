import type { Metadata } from "next";
import { ShipmentList } from "@/components/shipments/shipment-list";
import { ATTENTIONS, SHIPMENT_STATUSES } from "@/components/shipments/types";

export const metadata: Metadata = { title: "Export documents" };

type Props = { searchParams: Promise<{ status?: string | string[]; attention?: string | string[] }> };

const one = <T extends string>(value: string | string[] | undefined, allowed: readonly T[]): T | undefined =>
  typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** The owner's shipments; `?status=` and `?attention=documents|compliance` (the dashboard's links) preselect the filters. */
export default async function ExportDocsPage({ searchParams }: Props) {
  const { status, attention } = await searchParams;
  const initialFilters = {
    status: one(status, SHIPMENT_STATUSES),
    attention: one(
      attention,
      ATTENTIONS.map((a) => a.value),
    ),
  };
  return (
    <ShipmentList
      key={`${initialFilters.status ?? ""}|${initialFilters.attention ?? ""}`}
      initialFilters={initialFilters}
    />
  );
}
