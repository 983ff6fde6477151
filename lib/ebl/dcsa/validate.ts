import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { parse } from "yaml";
import type { Issue } from "@/lib/contract/errors";

/**
 * Validation against DCSA's own OpenAPI files (copied beside this module with their licence):
 * TransportDocument (eBL 3.0.3), EblEnvelope and EnvelopeTransferChainEntry (PINT 3.0).
 * Compiled once per process (about half a second), on first use.
 */
const SOURCES = { ebl: "EBL_v3.0.3.yaml", pint: "EBL_PINT_v3.0.0.yaml" } as const;
export type DcsaSchema = "TransportDocument" | "EblEnvelope" | "EnvelopeTransferChainEntry";
const SCHEMA_SOURCE: Record<DcsaSchema, keyof typeof SOURCES> = {
  TransportDocument: "ebl",
  EblEnvelope: "pint",
  EnvelopeTransferChainEntry: "pint",
};

/**
 * OpenAPI 3.0 schemas are JSON Schema draft 4 with extensions; Ajv speaks draft 7+. Two keywords
 * differ in DCSA's files: boolean `exclusiveMinimum`/`exclusiveMaximum` (numbers since draft 6)
 * and `nullable`. The converter packages for this pull in a code generator and a CLI, so these
 * few lines do it by hand.
 */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = toJsonSchema(value);
  for (const [exclusive, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    if (out[exclusive] === true) {
      out[exclusive] = out[bound];
      delete out[bound];
    } else if (out[exclusive] === false) delete out[exclusive];
  }
  if (out.nullable === true && typeof out.type === "string") out.type = [out.type, "null"];
  delete out.nullable;
  return out;
}

const dcsaFile = (name: string) => path.join(process.cwd(), "lib", "ebl", "dcsa", name);

const compiled = new Map<DcsaSchema, ValidateFunction>();
const ajvs = new Map<keyof typeof SOURCES, Ajv>();

function validatorFor(schema: DcsaSchema): ValidateFunction {
  const existing = compiled.get(schema);
  if (existing) return existing;
  const source = SCHEMA_SOURCE[schema];
  let ajv = ajvs.get(source);
  if (!ajv) {
    const document = parse(readFileSync(dcsaFile(SOURCES[source]), "utf8")) as { components: unknown };
    ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: source, components: toJsonSchema(document.components) });
    ajvs.set(source, ajv);
  }
  const validate = ajv.getSchema(`${source}#/components/schemas/${schema}`);
  if (!validate) throw new Error(`DCSA schema ${schema} not found`);
  compiled.set(schema, validate);
  return validate;
}

function describe(error: ErrorObject): Issue {
  const at = error.instancePath.replace(/^\//, "").replaceAll("/", ".");
  if (error.keyword === "required") {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return { path: at ? `${at}.${missing}` : missing, message: `${missing} is required.` };
  }
  if (error.keyword === "additionalProperties") {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    return { path: at ? `${at}.${extra}` : extra, message: `${extra} is not a field of this DCSA object.` };
  }
  if (error.keyword === "enum") {
    const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
    return { path: at, message: `must be one of ${allowed.map(String).join(", ")}.` };
  }
  return { path: at, message: `${error.message ?? "is invalid"}.` };
}

/** Every path and message where `value` breaks the DCSA schema; empty when it validates. */
export function dcsaIssues(schema: DcsaSchema, value: unknown): Issue[] {
  const validate = validatorFor(schema);
  if (validate(value)) return [];
  const seen = new Set<string>();
  return (validate.errors ?? []).map(describe).filter((issue) => {
    const key = `${issue.path}|${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
