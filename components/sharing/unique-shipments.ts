/** A share changed between pages moves to the top of the order: a later page may repeat it; list it once. */
export function uniqueShipments<T extends { shipment: { id: string } }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.shipment.id) && Boolean(seen.add(item.shipment.id)));
}
