import type { ReportKey } from "./contract";
import type { ReportDefinition } from "./definition";
import { exportValueByMonth } from "./export-value-by-month";
import { receivablesAgeing } from "./receivables-ageing";
import { shipmentsByMonth } from "./shipments-by-month";
import { topDestinations } from "./top-destinations";
import { topProducts } from "./top-products";

/**
 * Every report the API serves, one file each. To add one: import it and append it to the list
 * (the map below is built from the list).
 */
const REPORTS: ReportDefinition[] = [
  shipmentsByMonth,
  exportValueByMonth,
  topDestinations,
  topProducts,
  receivablesAgeing,
];

export const REPORT_REGISTRY: ReadonlyMap<ReportKey, ReportDefinition> = new Map(REPORTS.map((r) => [r.key, r]));
