import type { ShipmentStatus } from "@/models/shipments";

/**
 * The shipment life cycle: draft → in_progress → ready → shipped → delivered → closed, one
 * step forward at a time; cancelled from any state before shipped. Going one step back before
 * shipping is allowed too (a "ready" shipment whose documents need another change), because
 * refusing it would push users to cancel and recreate. closed and cancelled are final.
 */
export const STATUS_TRANSITIONS: Record<ShipmentStatus, ShipmentStatus[]> = {
  draft: ["in_progress", "cancelled"],
  in_progress: ["ready", "draft", "cancelled"],
  ready: ["shipped", "in_progress", "cancelled"],
  shipped: ["delivered"],
  delivered: ["closed"],
  closed: [],
  cancelled: [],
};

export const allowedNextStatuses = (from: ShipmentStatus): ShipmentStatus[] => STATUS_TRANSITIONS[from];
export const canTransition = (from: ShipmentStatus, to: ShipmentStatus): boolean =>
  STATUS_TRANSITIONS[from].includes(to);

export const STATUS_MACHINE_DESCRIPTION = [
  "State machine: draft → in_progress → ready → shipped → delivered → closed, one step at a time; one step back is allowed before shipped (in_progress → draft, ready → in_progress); cancelled from draft, in_progress or ready. closed and cancelled are final.",
  "An illegal transition answers 422 with `allowed` (the statuses this shipment may move to). Setting the current status again is a no-op.",
].join(" ");
