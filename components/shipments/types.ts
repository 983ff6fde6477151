/**
 * The shapes of the export documents API as the screens read them.
 * Kept here, client-side, so the screens do not import server modules.
 */
export const SHIPMENT_STATUSES = [
  "draft",
  "in_progress",
  "ready",
  "shipped",
  "delivered",
  "closed",
  "cancelled",
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const DOCUMENT_STATES = ["empty", "draft", "final"] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

export type DocumentSummary = {
  name: string;
  title: string;
  state: DocumentState;
  version: number;
  updatedAt: string | null;
  finalizedAt?: string | null;
  /** What the viewer may do with it: always `edit` for the owner; a sharee's share decides. */
  access?: "read" | "edit";
};

export type Shipment = {
  id: string;
  reference: string;
  status: ShipmentStatus;
  templates: string[];
  documents: DocumentSummary[];
  /** The statuses the server allows next (the docs API sends them; older answers may not). */
  allowedStatuses?: ShipmentStatus[];
  /** `sharee`: the viewer holds a share and sees only the documents shared with them. */
  viewerRole?: "owner" | "sharee";
  createdAt: string;
  updatedAt: string;
};

/** A sharee sees a reduced shipment and none of the owner's actions. */
export const isSharee = (shipment: Pick<Shipment, "viewerRole">) => shipment.viewerRole === "sharee";

export type ShipmentPage = { shipments: Shipment[]; nextCursor: string | null };

export type TemplateInfo = { key: string; title: string; description: string };

export type UploadedFile = {
  id: string;
  shipmentId: string | null;
  documentType: string | null;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  createdAt: string;
};

export const STATUS_LABELS: Record<ShipmentStatus, string> = {
  draft: "Draft",
  in_progress: "In progress",
  ready: "Ready",
  shipped: "Shipped",
  delivered: "Delivered",
  closed: "Closed",
  cancelled: "Cancelled",
};

export const DOCUMENT_STATE_LABELS: Record<DocumentState, string> = { empty: "Empty", draft: "Draft", final: "Final" };

export const statusLabel = (status: string) => STATUS_LABELS[status as ShipmentStatus] ?? status;

const FORWARD: Record<ShipmentStatus, ShipmentStatus | null> = {
  draft: "in_progress",
  in_progress: "ready",
  ready: "shipped",
  shipped: "delivered",
  delivered: "closed",
  closed: null,
  cancelled: null,
};

/**
 * The transitions the status menu offers: the next step of draft → in_progress → ready →
 * shipped → delivered → closed, and cancelled from any state before shipped. The server
 * decides (422 lists the allowed ones); this only keeps illegal choices out of the menu.
 */
export function allowedTransitions(status: ShipmentStatus): ShipmentStatus[] {
  const next = FORWARD[status];
  const out: ShipmentStatus[] = next ? [next] : [];
  if (status === "draft" || status === "in_progress" || status === "ready") out.push("cancelled");
  return out;
}

export const formatDateTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "—";

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}

export const editorHref = (shipmentId: string, templateKey: string) =>
  `/exportdocs/${encodeURIComponent(shipmentId)}/${encodeURIComponent(templateKey)}`;
export const shipmentHref = (shipmentId: string) => `/exportdocs/${encodeURIComponent(shipmentId)}`;
