import { suggestHsCodes } from "@/lib/reference/hs-suggest";
import { compareDecimal } from "@/lib/money/decimal";
import type { Facts } from "./conditions";
import { buildChecklist } from "./engine";
import { naturesOfHsCode } from "./natures";
import { RULE_SET } from "./rules";
import type { SuggestionAnswer, SuggestionRequest } from "./schemas";
import { FLAGS, PRODUCT_NATURES, type Flag, type ProductNature } from "./vocabulary";

export type SuggestionInput = Omit<SuggestionRequest, "shipmentId">;

/**
 * The natures the rules use: those chosen, plus those implied by a confirmed HS code. A
 * suggested code never adds any (the user confirms a code before rules run on it); "general"
 * only stands alone.
 */
export function productNaturesFor(request: SuggestionInput): ProductNature[] {
  const chosen = new Set<ProductNature>(request.product_nature);
  if (request.hs_code) naturesOfHsCode(request.hs_code).forEach((n) => chosen.add(n));
  // Fish and seafood are food: the food rules (health certificate, FDA prior notice) apply too.
  if (chosen.has("fish_seafood")) chosen.add("food");
  if (chosen.size > 1) chosen.delete("general");
  return PRODUCT_NATURES.filter((n) => chosen.has(n));
}

export function factsFor(request: SuggestionInput, natures: ProductNature[]): Facts {
  const flags: Partial<Record<Flag, boolean>> = {};
  for (const flag of FLAGS) if (request[flag] !== undefined) flags[flag] = request[flag];
  return {
    exportCountry: request.export_country,
    importCountry: request.import_country,
    transport: request.transport,
    natures: new Set(natures),
    incoterm: request.incoterm ?? null,
    paymentTerms: request.payment_terms ?? null,
    // Values are compared only in rupees: no exchange rate is assumed (docs/compliance.md).
    valueInr: request.currency === "INR" ? request.value : null,
    flags,
  };
}

/**
 * The whole answer to a suggestion request (docs/compliance.md): HS candidates, the natures the
 * rules used, and the checklist. Pure: no database, no clock.
 */
export function answerSuggestionRequest(request: SuggestionInput): SuggestionAnswer {
  const natures = productNaturesFor(request);
  const checklist = buildChecklist(factsFor(request, natures));
  const notes = [...checklist.notes];
  let hs: SuggestionAnswer["hs"];
  if (request.hs_code) {
    hs = { code: request.hs_code, source: "given", candidates: [] };
  } else {
    const candidates = suggestHsCodes(request.commodity, 5);
    hs = candidates[0]
      ? { code: candidates[0].code, source: "suggested", candidates }
      : { code: null, source: "none", candidates: [] };
    if (candidates[0]) {
      const implied = naturesOfHsCode(candidates[0].code).filter((n) => !natures.includes(n));
      notes.push({
        ruleId: "HS.confirm",
        severity: "info",
        text: `HS ${candidates[0].code} is suggested from the commodity text, not confirmed: send it as hs_code to apply its chapter's rules${implied.length ? ` (it would add: ${implied.join(", ")})` : ""}.`,
      });
    }
  }
  if (request.currency && request.currency !== "INR" && request.export_country === "IN") {
    // Only a note: the e-way bill threshold is in rupees and no exchange rate is assumed.
    notes.push({
      ruleId: "B3.value_currency",
      severity: "info",
      text: `The value is in ${request.currency}: whether it passes the e-way bill threshold of ₹50,000 is not decided without an exchange rate.`,
    });
  } else if (request.currency === "INR" && compareDecimal(request.value, "0") === 0) {
    notes.push({
      ruleId: "G.value_zero",
      severity: "warning",
      text: "The value is zero: customs expect the real value, even for free samples.",
    });
  }
  return {
    ruleSetVersion: RULE_SET.version,
    hs,
    productNatures: natures,
    documents: checklist.documents,
    notes,
  };
}
