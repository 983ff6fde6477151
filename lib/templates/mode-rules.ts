/**
 * Which transport fields apply to which mode of transport. A flight number means nothing on a
 * sea shipment and a vessel nothing on an air one, so the editor hides a field whose mode does
 * not apply (unless it already holds a value, which the user must be able to see and clear).
 * Fields not in the table apply to every mode; with no mode chosen yet every field applies.
 */

export type TransportMode = "sea" | "air" | "road" | "rail" | "multimodal";

/** Field key → the modes it applies to. Multimodal keeps everything a leg may need. */
export const MODE_RULES: Readonly<Record<string, readonly TransportMode[]>> = {
  vessel: ["sea", "multimodal"],
  voyage: ["sea", "multimodal"],
  flightNumber: ["air", "multimodal"],
  // Air cargo travels in ULDs, not in numbered, sealed ISO containers.
  containerNumbers: ["sea", "road", "rail", "multimodal"],
  sealNumbers: ["sea", "road", "rail", "multimodal"],
  containerType: ["sea", "road", "rail", "multimodal"],
};

const isMode = (value: unknown): value is TransportMode =>
  value === "sea" || value === "air" || value === "road" || value === "rail" || value === "multimodal";

/** Whether the field `key` applies to `mode` (anything that is not a known mode: every field applies). */
export function fieldAppliesToMode(key: string, mode: unknown): boolean {
  if (!isMode(mode)) return true;
  const modes = MODE_RULES[key];
  return modes === undefined || modes.includes(mode);
}
