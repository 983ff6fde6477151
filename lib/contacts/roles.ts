/** The parts a saved party can play on a document (a contact may play several). */
export const CONTACT_ROLES = [
  "exporter",
  "consignee",
  "buyer",
  "notify_party",
  "manufacturer",
  "freight_forwarder",
] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

/** Labels for pickers; this file has no server imports, so client components can use it. */
export const CONTACT_ROLE_LABELS: Record<ContactRole, string> = {
  exporter: "Exporter",
  consignee: "Consignee",
  buyer: "Buyer",
  notify_party: "Notify party",
  manufacturer: "Manufacturer",
  freight_forwarder: "Freight forwarder",
};
