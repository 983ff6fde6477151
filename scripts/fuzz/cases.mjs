// One fuzz case = one request for one operation of the OpenAPI document, derived from the case's
// seed. Operations take turns (case i fuzzes operation i mod n), so every operation gets its share
// whatever the seed; what is broken in the request (path, query, body, content type, credentials)
// is the seed's choice.
import fc from "fast-check";
import {
  badQueryValue,
  badSegment,
  chance,
  edgeString,
  encodeQueryValue,
  encodeRaw,
  multipartBody,
  mutateJson,
  pick,
  validValue,
  WRONG_CONTENT_TYPES,
} from "./generate.mjs";
import { straightTransportDocument } from "../cluster/api.mjs";

/** The seed of case `index` of a run seeded `seed` (a 32-bit mix, so neighbouring cases differ). */
export function caseSeed(seed, index) {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) | 0;
}

/** Who calls the operation: the admin for admin paths, the account owner for account paths. */
function actorFor(g, world, path) {
  if (path.startsWith("/api/admin")) return world.admin;
  if (path.startsWith("/api/users") || path === "/api/pdfdocs" || path.startsWith("/api/pdfdocs/")) return world.u;
  if (path.startsWith("/api/envelopes")) return pick(g, [world.a, world.b]);
  return world.a;
}

/** The real value of a path parameter (and another account's, for the cross-account case). */
function realParam(g, world, method, path, name) {
  const spare = (list) => (method === "DELETE" ? (list[1] ?? list[0]) : list[0]);
  if (name === "x") return { real: pick(g, ["commercial_invoice", "packing_list"]) };
  if (name === "version") return { real: "1" };
  if (name === "sha256")
    return { real: g(fc.string, { unit: fc.constantFrom(..."0123456789abcdef"), minLength: 64, maxLength: 64 }) };
  if (name === "queue") return { real: world.job?.queue ?? "mail" };
  if (name === "email") return { real: encodeRaw(method === "DELETE" ? world.v.email : world.b.email) };
  if (name === "port") return { real: encodeRaw(spare(world.ports) ?? "Fuzz Port 0") };
  if (name === "userId")
    return path.startsWith("/api/admin")
      ? { real: world.v.id, other: world.v.id }
      : { real: world.b.id, other: world.c.id };
  if (path.startsWith("/api/admin/jobs")) return { real: world.job?.id };
  if (path.startsWith("/api/admin/demo-requests")) return { real: world.demoRequest };
  // No "other account" for the admin's operations: aimed at the admin's own account they would
  // end its sessions or take its role, and the admin may act on every account anyway.
  if (path.startsWith("/api/admin/users")) return { real: world.v.id, other: world.v.id };
  if (path.startsWith("/api/users/me/tokens")) return { real: spare(world.tokens) };
  if (path.startsWith("/api/users/")) return { real: world.u.id, other: world.a.id };
  if (path.startsWith("/api/pdfdocs")) return { real: world.pdfdocs[0], other: null };
  if (path.startsWith("/api/contacts")) return { real: spare(world.contacts) };
  if (path.startsWith("/api/products")) return { real: spare(world.products) };
  if (path.startsWith("/api/balances/payments")) return { real: spare(world.payments) };
  if (path.startsWith("/api/envelopes"))
    return { real: method === "DELETE" ? world.envelopes[2] : pick(g, world.envelopes.slice(0, 2)) };
  if (path.startsWith("/api/document/{id}") && !path.includes("permission"))
    return { real: spare(world.documents), other: null };
  // Every other `{id}` is a shipment (shipments, their documents, payments, activity, sharing).
  return {
    real: path === "/api/shipments/{id}" ? spare(world.shipments) : world.shipments[0],
    other: world.otherShipment,
  };
}

/** Realistic values for body fields, by name: real emails and ids make mutations reach the domain code. */
function fieldHints(g, world, actor, path) {
  const today = new Date().toISOString().slice(0, 10);
  const values = {
    carrier: () => world.b.email,
    shipper: () => world.a.email,
    consignee: () => world.c.email,
    recipient: () => world.c.email,
    email: () =>
      path === "/api/auth/login"
        ? pick(g, [world.u.email, `nobody-${g(fc.nat, { max: 9999 })}@example.com`])
        : path === "/api/users/updateEmail"
          ? `fuzz-${g(fc.nat)}@example.com`
          : pick(g, [world.b.email, world.c.email, `fuzz-${g(fc.nat, { max: 99999 })}@example.com`]),
    password: () =>
      path === "/api/auth/login" || path === "/api/users/updateEmail"
        ? pick(g, [world.u.password, "Wrong-Password-1"])
        : undefined,
    shipmentId: () => world.shipments[0],
    shipment_id: () => world.shipments[0],
    uid: () => actor.id,
    userId: () => world.b.id,
    transportDocument: () => straightTransportDocument(),
    expectedLastEntryChecksum: () => world.envelopeChecksum ?? undefined,
    currency: () => pick(g, ["USD", "INR", "JPY", "KWD"]),
    amount: () => pick(g, ["12.50", "1", "0.01", "999999999999.99"]),
    paymentDate: () => today,
    country: () => "IN",
    originCountry: () => "IN",
    hsCode: () => "610910",
  };
  return { field: (name) => values[name]?.() };
}

const jsonBodySchema = (op) => op.requestBody?.content?.["application/json"]?.schema;
const multipartSchema = (op) => op.requestBody?.content?.["multipart/form-data"]?.schema;

/**
 * The request of case `index`: { index, seed, operation, target, method, path, headers, body,
 * actorName, mutation }. `target` says what was broken (path, query, body, content type, auth).
 */
export function buildCase({ document, operations, world, runSeed, index, ipOf }) {
  const seed = caseSeed(runSeed, index);
  const operation = operations[index % operations.length];
  const [g] = fc.sample(fc.gen(), { seed, numRuns: 1 });
  const { method, path: template, op } = operation;
  const parameters = op.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === "path");
  const queryParams = parameters.filter((p) => p.in === "query");
  const hasBody = Boolean(op.requestBody);
  const isPublic = (op.security ?? []).length === 0;

  const targets = ["valid"];
  if (pathParams.length) targets.push("path", "path", "path");
  if (queryParams.length) targets.push("query", "query", "query");
  if (hasBody) targets.push("body", "body", "body", "body", "body", "content-type");
  if (!isPublic) targets.push("auth");
  const target = pick(g, targets);
  const mutations = [];

  let actor = actorFor(g, world, template);
  // A logout must not end the sessions the run depends on.
  if (template === "/api/auth/logout") actor = null;

  // Path: real ids, with one parameter broken when the path is the target.
  const broken = target === "path" ? pick(g, pathParams).name : null;
  let path = template;
  for (const param of pathParams) {
    const { real, other } = realParam(g, world, method, template, param.name);
    let raw = real ?? g(fc.uuid);
    if (param.name === broken) {
      const bad = badSegment(g, real, other);
      raw = bad.raw;
      mutations.push(`path ${param.name}: ${bad.label}`);
    }
    path = path.replace(`{${param.name}}`, raw);
  }

  // Query: the required parameters and some optional ones, one broken when the query is the target.
  const query = [];
  for (const param of queryParams) {
    if (!param.required && !chance(g, 0.4)) continue;
    // The one real cursor the world has is a shipments page's; other lists start at their first page.
    if (param.name === "cursor" && !(template === "/api/shipments" && world.cursors.shipments)) continue;
    const value =
      param.name === "cursor"
        ? world.cursors.shipments
        : validValue(g, param.schema ?? {}, document, { field: () => undefined }, param.name);
    query.push([param.name, encodeRaw(String(value))]);
  }
  if (target === "query") {
    const param = pick(g, queryParams);
    const kind = pick(g, ["bad value", "bad value", "bad value", "repeated", "unknown parameter", "array syntax"]);
    if (kind === "bad value") {
      const raw = encodeQueryValue(g, badQueryValue(g, param.name, param.schema));
      const filtered = query.filter(([name]) => name !== param.name);
      query.length = 0;
      query.push(...filtered, [param.name, raw]);
      mutations.push(
        `query ${param.name}: ${raw.length > 120 ? `${raw.slice(0, 120)}… (${raw.length} characters)` : raw}`,
      );
    } else if (kind === "repeated") {
      query.push([param.name, encodeRaw(String(badQueryValue(g, param.name, param.schema)))], [param.name, "1"]);
      mutations.push(`query ${param.name} repeated`);
    } else if (kind === "unknown parameter") {
      query.push([
        pick(g, ["__proto__", "constructor", "x", "limit[]", ""]),
        encodeRaw(edgeString(g, "")).slice(0, 20_000),
      ]);
      mutations.push("unknown query parameter");
    } else {
      query.push([`${param.name}[]`, "1"], [`${param.name}[a]`, "2"]);
      mutations.push(`query ${param.name} as array/object syntax`);
    }
  }
  if (query.length) path += `?${query.map(([k, v]) => `${encodeRaw(k)}=${v}`).join("&")}`;

  // Headers: a distinct client address per request, so the per-address limits count each case once.
  const headers = { "x-forwarded-for": ipOf(index) };
  let body = null;
  const jsonSchema = jsonBodySchema(op);
  const formSchema = multipartSchema(op);
  if (jsonSchema) {
    const value = validValue(g, jsonSchema, document, fieldHints(g, world, actor ?? world.a, template));
    if (target === "body") {
      const mutated = mutateJson(g, value);
      body = mutated.bytes;
      mutations.push(`body: ${mutated.label}`);
    } else body = Buffer.from(JSON.stringify(value));
    headers["content-type"] = "application/json";
  } else if (formSchema) {
    const fields = {};
    const hints = fieldHints(g, world, actor ?? world.a, template);
    for (const [name, schema] of Object.entries(formSchema.properties ?? {}))
      if (name !== "file" && ((formSchema.required ?? []).includes(name) || chance(g, 0.5)))
        fields[name] = String(validValue(g, schema, document, hints, name));
    // A stub generator that always takes the first choice builds the unmutated form.
    const multipart = multipartBody(target === "body" ? g : () => 0, fields);
    if (target === "body") mutations.push(`multipart: ${multipart.label}`);
    body = multipart.bytes;
    headers["content-type"] = multipart.contentType;
  }
  if (target === "content-type") {
    const contentType = pick(g, WRONG_CONTENT_TYPES);
    if (contentType === null) delete headers["content-type"];
    else headers["content-type"] = contentType;
    mutations.push(`content-type: ${JSON.stringify(contentType)}`);
  }
  if (target === "auth") {
    const kind = pick(g, ["none", "garbage", "other account", "malformed header", "long token"]);
    mutations.push(`auth: ${kind}`);
    if (kind === "none") actor = null;
    else if (kind === "other account") actor = actor === world.a ? world.c : world.a;
    else {
      headers.authorization = {
        garbage: `Bearer ${g(fc.string, { unit: "grapheme-ascii", maxLength: 60 }).replace(/[^\x21-\x7e]/g, "x")}`,
        "malformed header": pick(g, [
          "Bearer",
          "Bearer ",
          "Basic YWRtaW46YWRtaW4=",
          "bearer  x",
          "Bearer a.b.c",
          "Token abc",
          "Bearer eyJhbGciOiJub25lIn0.e30.",
        ]),
        "long token": `Bearer ${"a".repeat(pick(g, [1024, 8000]))}`,
      }[kind];
      actor = null;
    }
  }
  if (actor && !headers.authorization) headers.authorization = `Bearer ${actor.token}`;
  if (target === "valid") mutations.push("valid request");
  return {
    index,
    seed,
    operation: operation.key,
    documented: Object.keys(op.responses ?? {}),
    target,
    method,
    path,
    headers,
    body,
    actorName: actor ? (Object.entries(world).find(([, v]) => v === actor)?.[0] ?? "?") : "anonymous",
    mutation: mutations.join("; "),
  };
}
