import type { ApiOutput, EndpointAt } from "@/lib/client/api-client";

/**
 * The export documents API's shapes as the screens read them: aliases of the contract's
 * response types (only types cross from the server), so a change on the server is a type error here.
 */
export type ShipmentPage = ApiOutput<EndpointAt<"GET", "/api/shipments">>;
export type Shipment = ShipmentPage["shipments"][number];
export type ShipmentStatus = Shipment["status"];
export type DocumentSummary = Shipment["documents"][number];
export type DocumentState = DocumentSummary["state"];
export type TemplateInfo = ApiOutput<EndpointAt<"GET", "/api/templates">>["templates"][number];

/** A sharee sees a reduced shipment and none of the owner's actions. */
export const isSharee = (shipment: Pick<Shipment, "viewerRole">) => shipment.viewerRole === "sharee";

/**
 * One label per status. The server's list of statuses lives in models/ (next to the database
 * enum, not for the browser bundle); this record must name every status of the contract's type
 * and no other, so the compiler keeps the two in step.
 */
export const STATUS_LABELS: Record<ShipmentStatus, string> = {
  draft: "Draft",
  in_progress: "In progress",
  ready: "Ready",
  shipped: "Shipped",
  delivered: "Delivered",
  closed: "Closed",
  cancelled: "Cancelled",
};
/** Every status in lifecycle order (the status filter's options). */
export const SHIPMENT_STATUSES = Object.keys(STATUS_LABELS) as ShipmentStatus[];

export const DOCUMENT_STATE_LABELS: Record<DocumentState, string> = { empty: "Empty", draft: "Draft", final: "Final" };

export const statusLabel = (status: string) => STATUS_LABELS[status as ShipmentStatus] ?? status;

/** The app's one date format (lib/format/dates), re-exported for the shipment screens. */
export { formatDateTime } from "@/lib/format/dates";

export const editorHref = (shipmentId: string, templateKey: string) =>
  `/exportdocs/${encodeURIComponent(shipmentId)}/${encodeURIComponent(templateKey)}`;
export const shipmentHref = (shipmentId: string) => `/exportdocs/${encodeURIComponent(shipmentId)}`;

/** What an active shipment needs (the dashboard's tiles link here with `?attention=`). */
export const ATTENTIONS = [
  { value: "documents", label: "Documents to finish" },
  { value: "compliance", label: "Compliance errors" },
] as const;
export type Attention = (typeof ATTENTIONS)[number]["value"];
