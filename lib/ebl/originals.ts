/**
 * "Number of originals" as both the bill on screen (components/ebl/bill-of-lading.tsx) and the PDF
 * (lib/ebl/bill-pdf/voyage.ts) print it, so the two never differ. An eBL has one original in all
 * (lib/ebl/document.ts refuses more at issue); with nothing given, that one original is implied.
 * Pure and browser-safe.
 */
export function originalsText(document: Record<string, unknown>): string {
  const count = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 0);
  const withCharges = count(document.numberOfOriginalsWithCharges);
  const withoutCharges = count(document.numberOfOriginalsWithoutCharges);
  const total = withCharges + withoutCharges;
  if (total === 0) return "One electronic original";
  const detail = [
    withCharges ? `${withCharges} with charges` : null,
    withoutCharges ? `${withoutCharges} without charges` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return `${total === 1 ? "One electronic original" : `${total} electronic originals`} (${detail})`;
}
