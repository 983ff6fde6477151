import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { parse } from "yaml";
import type { Issue } from "@/lib/contract/errors";

/**
 * Validation of Track & Trace events against DCSA's own TNT 2.2 OpenAPI file (copied beside this
 * module with its licence). The three event schemas are compiled once per process, on first use.
 */
export const DCSA_EVENT_TYPES = ["SHIPMENT", "TRANSPORT", "EQUIPMENT"] as const;
export type DcsaEventType = (typeof DCSA_EVENT_TYPES)[number];
const SCHEMA_OF: Record<DcsaEventType, string> = {
  SHIPMENT: "shipmentEvent",
  TRANSPORT: "transportEvent",
  EQUIPMENT: "equipmentEvent",
};
const FILE = "TNT_v2.2.0.bundled.yaml";

/**
 * OpenAPI 3.0 schemas are JSON Schema draft 4 with extensions; Ajv speaks draft 7+. The TNT file
 * uses `nullable` (an OpenAPI keyword) and nothing else that differs; converting it takes these
 * few lines, where the converter packages pull in a code generator and a CLI.
 */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = toJsonSchema(value);
  if (out.nullable === true && typeof out.type === "string") out.type = [out.type, "null"];
  delete out.nullable;
  return out;
}

/**
 * One erratum of the published file, corrected in memory (the file stays verbatim): the enum of
 * `documentReferences_inner.documentReferenceType` lists "BKG (Booking)" and "TRD (Transport
 * Document)", its description glued onto each value, while the schema's own example, the
 * `documentReferences` example and DCSA's reference implementation send plain "BKG" and "TRD".
 * Validating the typo would refuse every real carrier event that carries document references.
 */
function correctErrata(components: Record<string, unknown>): void {
  const schemas = components.schemas as Record<string, { properties?: Record<string, { enum?: string[] }> }>;
  const field = schemas.documentReferences_inner?.properties?.documentReferenceType;
  if (field?.enum) field.enum = field.enum.map((value) => value.replace(/\s*\(.*\)$/, ""));
}

let validators: Map<DcsaEventType, ValidateFunction> | undefined;

function validatorFor(type: DcsaEventType): ValidateFunction {
  if (!validators) {
    const document = parse(readFileSync(path.join(process.cwd(), "lib", "tracking", "dcsa", FILE), "utf8")) as {
      components: unknown;
    };
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const components = toJsonSchema(document.components) as Record<string, unknown>;
    correctErrata(components);
    ajv.addSchema({ $id: "tnt", components });
    validators = new Map(
      DCSA_EVENT_TYPES.map((t) => {
        const validate = ajv.getSchema(`tnt#/components/schemas/${SCHEMA_OF[t]}`);
        if (!validate) throw new Error(`DCSA schema ${SCHEMA_OF[t]} not found`);
        return [t, validate];
      }),
    );
  }
  return validators.get(type)!;
}

const join = (prefix: string, field: string) => (prefix && field ? `${prefix}.${field}` : prefix || field);

function describe(prefix: string, error: ErrorObject): Issue {
  const at = join(prefix, error.instancePath.replace(/^\//, "").replaceAll("/", "."));
  if (error.keyword === "required") {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return { path: join(at, missing), message: `${missing} is required.` };
  }
  if (error.keyword === "enum") {
    const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
    return { path: at, message: `must be one of ${allowed.map(String).join(", ")}.` };
  }
  return { path: at, message: `${error.message ?? "is invalid"}.` };
}

/**
 * Every path and message where `event` breaks the DCSA 2.2 schema of its `eventType`; empty when
 * it validates. `prefix` is put before each path (the event's index in a batch). Beyond the
 * schema, `eventID` is required: it is what makes a replay harmless.
 */
export function dcsaEventIssues(event: unknown, prefix = ""): Issue[] {
  if (!event || typeof event !== "object" || Array.isArray(event)) {
    return [{ path: prefix, message: "An event must be a JSON object (a DCSA T&T 2.2 event)." }];
  }
  const record = event as Record<string, unknown>;
  const type = record.eventType;
  if (typeof type !== "string" || !(DCSA_EVENT_TYPES as readonly string[]).includes(type)) {
    return [{ path: join(prefix, "eventType"), message: `eventType must be one of ${DCSA_EVENT_TYPES.join(", ")}.` }];
  }
  const issues: Issue[] = [];
  if (record.eventID === undefined) {
    issues.push({ path: join(prefix, "eventID"), message: "eventID is required: it makes a replayed event harmless." });
  }
  const validate = validatorFor(type as DcsaEventType);
  if (!validate(event)) {
    const seen = new Set<string>();
    for (const issue of (validate.errors ?? []).map((e) => describe(prefix, e))) {
      const key = `${issue.path}|${issue.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      issues.push(issue);
    }
  }
  // The format check accepts a few strings Date cannot read (a leap second, an offset past 24 h);
  // the timeline needs real instants.
  for (const field of ["eventDateTime", "eventCreatedDateTime"]) {
    const value = record[field];
    if (
      typeof value === "string" &&
      Number.isNaN(Date.parse(value)) &&
      !issues.some((i) => i.path === join(prefix, field))
    )
      issues.push({
        path: join(prefix, field),
        message: `${field} must be an ISO 8601 date-time, e.g. 2026-03-10T13:00:00Z.`,
      });
  }
  return issues;
}
