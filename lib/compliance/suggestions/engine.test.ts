import { describe, expect, it } from "vitest";
import { describe as say, evaluate, unknownParts, type Condition, type Facts } from "./conditions";
import { buildChecklist } from "./engine";
import { RULE_SET, type RuleSet } from "./rules";
import { DOCUMENT_KEYS } from "./vocabulary";

const facts = (over: Partial<Facts> = {}): Facts => ({
  exportCountry: "IN",
  importCountry: "DE",
  transport: "sea",
  natures: new Set(["general"]),
  incoterm: null,
  paymentTerms: null,
  valueInr: null,
  flags: {},
  ...over,
});

describe("conditions", () => {
  const containers: Condition = { flag: "containerized" };
  const sea: Condition = { field: "transport", in: ["sea"] };

  it("three-valued: unknown unless decided by a known part (Kleene)", () => {
    expect(evaluate({ all: [sea, containers] }, facts())).toBe("unknown");
    expect(evaluate({ all: [{ field: "transport", in: ["air"] }, containers] }, facts())).toBe("no");
    expect(evaluate({ any: [sea, containers] }, facts())).toBe("yes");
    expect(evaluate({ not: containers }, facts())).toBe("unknown");
    expect(evaluate({ all: [sea, containers] }, facts({ flags: { containerized: true } }))).toBe("yes");
    expect(evaluate({ all: [] }, facts())).toBe("yes");
  });

  it("compares the rupee value as a decimal, never a float", () => {
    const over: Condition = { field: "value_inr", greaterThan: "50000" };
    expect(evaluate(over, facts({ valueInr: "50000.00" }))).toBe("no");
    expect(evaluate(over, facts({ valueInr: "50000.000001" }))).toBe("yes");
    expect(evaluate(over, facts())).toBe("unknown");
  });

  it("says a condition in words, and what is still unknown", () => {
    const c: Condition = { all: [{ field: "export_country", in: ["IN"] }, sea, containers] };
    expect(say(c)).toBe("the exporting country is India (IN) and transport is sea and the goods travel in containers");
    expect(unknownParts(c, facts())).toEqual(["the goods travel in containers"]);
    expect(say({ field: "value_inr", greaterThan: "50000" })).toBe("the consignment value is over ₹50,000");
  });
});

describe("the rule set", () => {
  it("has unique rule ids, known documents and https or http sources", () => {
    const ids = RULE_SET.rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of RULE_SET.rules) {
      expect(rule.sourceUrl).toMatch(/^https?:\/\/\S+$/);
      if (rule.kind === "suggest") expect(DOCUMENT_KEYS).toContain(rule.document);
    }
  });

  it("an exclusion wins over any rule suggesting the document, and says so", () => {
    const set: RuleSet = {
      version: "test",
      effectiveFrom: "2026-01-01",
      rules: [
        { id: "S", kind: "suggest", when: { all: [] }, document: "bill_of_lading", level: "required", responsibleParty: "carrier", reason: "r", authority: "a", sourceUrl: "https://example.org" },
        { id: "X", kind: "exclude", when: { field: "transport", in: ["air"] }, documents: ["bill_of_lading"], reason: "no B/L by air", authority: "a", sourceUrl: "https://example.org" },
      ],
    }; // prettier-ignore
    const byAir = buildChecklist(facts({ transport: "air" }), set);
    expect(byAir.documents).toEqual([]);
    expect(byAir.notes).toEqual([{ ruleId: "X", severity: "info", text: "no B/L by air" }]);
    expect(buildChecklist(facts(), set).documents.map((d) => d.key)).toEqual(["bill_of_lading"]);
  });
});
