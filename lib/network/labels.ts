/**
 * Network constants shared by the server and the browser: this module imports nothing, so the
 * client bundle stays small (models/collaboration.ts holds the same statuses for the database;
 * schemas.ts checks at compile time that the two lists agree).
 */
export const NETWORK_STATUSES = ["PENDING", "CONNECTED", "REJECTED"] as const;
export type NetworkStatus = (typeof NETWORK_STATUSES)[number];

export const NETWORK_STATUS_LABELS: Record<NetworkStatus, string> = {
  PENDING: "Pending",
  CONNECTED: "Connected",
  REJECTED: "Rejected",
};

/** Who sent the invitation, seen from the caller. */
export const NETWORK_DIRECTIONS = ["sent", "received"] as const;
export type NetworkDirection = (typeof NETWORK_DIRECTIONS)[number];

/** A rejected pair may be invited again this many days after the rejection. */
export const REINVITE_AFTER_DAYS = 30;
