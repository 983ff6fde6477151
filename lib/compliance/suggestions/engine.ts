import { describe, evaluate, unknownParts, type Condition, type Facts } from "./conditions";
import { RULE_SET, type RuleSet, type SuggestRule } from "./rules";
import {
  DOCUMENT_KEYS,
  DOCUMENT_TITLES,
  LEVELS,
  TEMPLATE_FOR_DOCUMENT,
  type DocumentKey,
  type Level,
  type ResponsibleParty,
} from "./vocabulary";

export type SuggestedDocument = {
  key: DocumentKey;
  title: string;
  level: Level;
  responsibleParty: ResponsibleParty;
  templateKey: string | null;
  reasons: { ruleId: string; text: string; authority: string; sourceUrl: string }[];
  /** When the document applies, in words (for a conditional one: what it still depends on). */
  condition: string;
};

export type SuggestionNote = { ruleId: string; severity: "info" | "warning"; text: string };

export type Checklist = { ruleSetVersion: string; documents: SuggestedDocument[]; notes: SuggestionNote[] };

const rank = (level: Level) => LEVELS.indexOf(level);

const when = (condition: Condition): string => {
  const words = describe(condition);
  return words ? `When ${words}.` : "Always.";
};

/**
 * Evaluates every rule against the facts (docs/compliance.md). Deterministic and pure: the same
 * facts and rule set give the same checklist, in the same order. A rule that holds lists its
 * document at its level; one that may hold (it depends on a fact the request left out) lists it
 * as conditional; an exclusion that holds removes documents and says why in a note. A document
 * suggested by several rules keeps every reason and the strongest level.
 */
export function buildChecklist(facts: Facts, ruleSet: RuleSet = RULE_SET): Checklist {
  const found = new Map<DocumentKey, { doc: SuggestedDocument; decidedBy: number }>();
  const notes: SuggestionNote[] = [];
  const excluded = new Set<DocumentKey>();
  for (const rule of ruleSet.rules) {
    const truth = evaluate(rule.when, facts);
    if (truth === "no") continue;
    if (rule.kind === "note") {
      if (truth === "yes") notes.push({ ruleId: rule.id, severity: rule.severity, text: rule.text });
      continue;
    }
    if (rule.kind === "exclude") {
      if (truth === "yes") {
        rule.documents.forEach((d) => excluded.add(d));
        notes.push({ ruleId: rule.id, severity: "info", text: rule.reason });
      }
      continue;
    }
    add(found, rule, truth === "yes" ? rule.level : "conditional", conditionText(rule, facts, truth));
  }
  const documents = [...found.values()]
    .map((f) => f.doc)
    .filter((d) => !excluded.has(d.key))
    .sort((a, b) => rank(a.level) - rank(b.level) || DOCUMENT_KEYS.indexOf(a.key) - DOCUMENT_KEYS.indexOf(b.key));
  return { ruleSetVersion: ruleSet.version, documents, notes };
}

function conditionText(rule: SuggestRule, facts: Facts, truth: "yes" | "unknown"): string {
  if (truth === "yes") return when(rule.when);
  return `Only if ${unknownParts(rule.when, facts).join(" and ")} (not stated in the request).`;
}

function add(
  found: Map<DocumentKey, { doc: SuggestedDocument; decidedBy: number }>,
  rule: SuggestRule,
  level: Level,
  condition: string,
) {
  const reason = { ruleId: rule.id, text: rule.reason, authority: rule.authority, sourceUrl: rule.sourceUrl };
  const existing = found.get(rule.document);
  if (!existing) {
    found.set(rule.document, {
      decidedBy: rank(level),
      doc: {
        key: rule.document,
        title: DOCUMENT_TITLES[rule.document],
        level,
        responsibleParty: rule.responsibleParty,
        templateKey: TEMPLATE_FOR_DOCUMENT[rule.document] ?? null,
        reasons: [reason],
        condition,
      },
    });
    return;
  }
  existing.doc.reasons.push(reason);
  if (rank(level) < existing.decidedBy) {
    existing.decidedBy = rank(level);
    existing.doc.level = level;
    existing.doc.condition = condition;
    existing.doc.responsibleParty = rule.responsibleParty;
  }
}
