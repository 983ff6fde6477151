import type { ProductNature } from "./vocabulary";

/**
 * Product natures implied by an HS chapter (and a few six-digit subheadings), from the HS 2022
 * section and chapter titles. A confirmed HS code adds these to the natures the user chose, so
 * "0306.17" brings the fish rules even when only "general" was ticked. Chapter 30
 * (pharmaceutical products) is pharmaceutical rather than chemical: medicines travel with
 * COPP/GMP papers, not safety data sheets.
 */
const BY_CHAPTER: [from: number, to: number, natures: ProductNature[]][] = [
  [1, 1, ["live_animal"]],
  [2, 2, ["animal_product", "food"]],
  [3, 3, ["fish_seafood", "food"]],
  [4, 4, ["animal_product", "food"]],
  [5, 5, ["animal_product"]],
  [6, 6, ["plant"]],
  [7, 14, ["plant", "food"]],
  [15, 15, ["food"]],
  [16, 16, ["food", "animal_product"]],
  [17, 22, ["food"]],
  [28, 29, ["chemical"]],
  [30, 30, ["pharmaceutical"]],
  [31, 35, ["chemical"]],
  [36, 36, ["chemical", "hazardous"]],
  [37, 38, ["chemical"]],
  [44, 46, ["wood"]],
  [50, 63, ["textiles"]],
  [85, 85, ["electronics"]],
  [93, 93, ["dual_use"]],
];

/** Lithium cells and batteries: 8506.50 (primary), 8507.60 (lithium-ion accumulators). */
const BY_SUBHEADING: Record<string, ProductNature[]> = {
  "850650": ["electronics", "lithium_batteries"],
  "850760": ["electronics", "lithium_batteries"],
};

// Chapters 7 and 12 hold some non-food plants (seeds for sowing, plants for perfumery), but
// they are plant products under the plant quarantine rules all the same.
export function naturesOfHsCode(code: string): ProductNature[] {
  const six = code.slice(0, 6);
  if (BY_SUBHEADING[six]) return BY_SUBHEADING[six];
  const chapter = Number(code.slice(0, 2));
  return BY_CHAPTER.find(([from, to]) => chapter >= from && chapter <= to)?.[2] ?? [];
}
