import type { ReportKey } from "@/lib/analytics/reports/contract";

/**
 * The nine reports in the order the screen shows them, with what each card says before its
 * data arrives (the heading is there from the first paint, so nothing moves when it loads).
 */
export const REPORTS: {
  key: ReportKey;
  title: string;
  description: string;
  empty: string;
  /** Counts shipments: its empty state offers to create one. */
  shipments?: boolean;
}[] = [
  {
    key: "shipments_by_month",
    title: "Shipments per month",
    description: "Every shipment of the period on its departure date (else the day it was created).",
    empty: "No shipments in this period",
    shipments: true,
  },
  {
    key: "export_value_by_month",
    title: "Export value per month",
    description: "Invoiced totals per month, one chart per currency; cancelled shipments are left out.",
    empty: "No invoiced shipments in this period",
    shipments: true,
  },
  {
    key: "top_destinations",
    title: "Top destinations",
    description: "The ten destination countries with the most shipments, with their value per currency.",
    empty: "No shipments in this period",
  },
  {
    key: "top_products",
    title: "Top products",
    description: "The ten HS chapters on the most shipments, with their line value per currency.",
    empty: "No invoiced goods in this period",
  },
  {
    key: "document_cycle_time",
    title: "Document cycle time",
    description: "Hours from creating a document to finalising it, median and 90th percentile, per template.",
    empty: "No documents finalised in this period",
  },
  {
    key: "ebl_turnaround",
    title: "eBL turnaround",
    description: "Hours from issue to the accepted surrender for delivery, and how long each party held the eBL.",
    empty: "No eBLs surrendered for delivery in this period",
  },
  {
    key: "on_time_arrival",
    title: "On-time arrival",
    description: "Arrivals within a day of the first planned arrival, per carrier and lane.",
    empty: "No tracked arrivals in this period",
  },
  {
    key: "receivables_ageing",
    title: "Receivables ageing",
    description: "What buyers still owe at the end of the period, by days past the due date, per currency.",
    empty: "Nothing outstanding at the end of this period",
  },
  {
    key: "compliance_findings",
    title: "Compliance findings",
    description:
      "Findings per check and month (each shipment's latest check run), and documents finalised without errors.",
    empty: "No compliance checks ran in this period",
  },
];
