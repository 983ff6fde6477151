import { commercialChecks } from "./commercial";
import { documentChecks } from "./documents";
import { eblChecks } from "./ebl";
import type { CheckInput } from "./input";
import { lcChecks } from "./lc";
import { RULE_SET_VERSION } from "./rules";
import type { Finding } from "./util";

export type Summary = { errors: number; warnings: number; infos: number; blocking: boolean };
export type CheckResult = { ruleSetVersion: string; findings: Finding[]; summary: Summary };

const ORDER = { error: 0, warning: 1, info: 2 } as const;

export function summarise(findings: Finding[]): Summary {
  const errors = findings.filter((f) => f.severity === "error").length;
  return {
    errors,
    warnings: findings.filter((f) => f.severity === "warning").length,
    infos: findings.filter((f) => f.severity === "info").length,
    blocking: errors > 0,
  };
}

/**
 * Runs every check over the input (rules.ts lists them). Pure and synchronous, so the tests run
 * it on built fixtures and the benchmark times it alone. Findings come errors first, then
 * warnings, then information, each group in check order.
 */
export function runChecks(input: CheckInput): CheckResult {
  const findings = [...documentChecks(input), ...commercialChecks(input), ...eblChecks(input), ...lcChecks(input)];
  findings.sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  return { ruleSetVersion: RULE_SET_VERSION, findings, summary: summarise(findings) };
}
