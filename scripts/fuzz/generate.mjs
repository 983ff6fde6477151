// Case generation for the fuzz suite: one HTTP request per case, derived from the OpenAPI
// document (operation, path and query parameters, JSON or multipart body schema) and the fuzz
// world (real ids and tokens), then mutated. Every random choice comes from fast-check's `gen()`
// seeded with the case's own seed, so case N of seed S is the same request in every run (only
// the world's ids differ). The JSON Schema → value mapping is hand-written: the samplers on npm
// (json-schema-faker, @stoplight/json-schema-sampler) produce one valid value, not the seeded,
// boundary-biased and deliberately broken ones a fuzzer needs, and fast-check has no OpenAPI
// front end.
import { randomBytes } from "node:crypto";
import fc from "fast-check";

/** Strings that broke or could break parsers, databases and renderers; each is tried on its own and inside text. */
export const EDGE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "x\ud83dy",
  "\ud83d\ude00",
  "\u202eevil\u202c",
  "\u200b",
  "\ufeff",
  "\uffff",
  "\ufffd",
  "e\u0301\u0301\u0301\u0301",
  "\u0085\u2028\u2029",
  "\r\n\t\u000b\u000c",
  "\u001b[31m",
  "NULL",
  "null",
  "undefined",
  "true",
  "0",
  "-0",
  "NaN",
  "Infinity",
  "1e999",
  "9".repeat(40),
  "0x7fffffff",
  "'; DROP TABLE users; --",
  "\\",
  '"',
  "%00",
  "%",
  "%E0%A4%A",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "${jndi:ldap://x}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "ﾟ･✿ヾ╲(｡◕‿◕｡)╱✿･ﾟ",
  "𝕿𝖊𝖘𝖙",
  "Ω≈ç√∫",
  "1970-01-01",
  "9999-12-31",
  "0000-00-00",
  "2024-02-30",
  "-000001-01-01T00:00:00Z",
  "+275760-09-13T00:00:00.000Z",
  "2026-13-45T25:61:61Z",
  "00000000-0000-0000-0000-000000000000",
  "FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF",
  "a@b",
  "@",
  "a@b.c" + "c".repeat(300),
];

const EDGE_NUMBERS = [
  0, -0, 1, -1, 0.5, -0.5, 1e-7, 2147483647, 2147483648, -2147483649, 9007199254740991, 9007199254740993, 1e21,
  1.7976931348623157e308, -1.7976931348623157e308, 5e-324,
];

const EDGE_NUMBER_LITERALS = [
  "1e999",
  "-1e999",
  "1E400",
  "0.0000000000000000000000001",
  "123456789012345678901234567890",
];

/** The documented error codes and their statuses, from the document's Error schema. */
export function errorCodes(document) {
  return document.components.schemas.Error.properties.code.enum;
}

/** Every operation of the document, in document order: { key, method, path, op }. */
export function operationsOf(document) {
  const operations = [];
  for (const [path, item] of Object.entries(document.paths))
    for (const [method, op] of Object.entries(item))
      operations.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, op });
  return operations;
}

/** Resolves a local `$ref` (the generated document has only `#/...` ones). */
function resolve(schema, root) {
  let current = schema;
  for (let hops = 0; current && typeof current === "object" && current.$ref && hops < 20; hops++) {
    const parts = current.$ref.replace(/^#\//, "").split("/");
    let target = root;
    for (const part of parts) target = target?.[part.replace(/~1/g, "/").replace(/~0/g, "~")];
    current = target ?? {};
  }
  return current ?? {};
}

const pick = (g, items) => items[g(fc.nat, { max: items.length - 1 })];
const chance = (g, probability) => g(fc.double, { min: 0, max: 1, noNaN: true }) < probability;

/**
 * A value that satisfies `schema` as far as a schema can say (formats and a few known field
 * names get realistic values from `hints`). Boundary lengths and numbers come out often because
 * fast-check biases towards them.
 */
export function validValue(g, schema, root, hints, name = "", depth = 0) {
  schema = resolve(schema, root);
  if (hints.field && name && hints.field(name) !== undefined && chance(g, 0.9)) return hints.field(name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return pick(g, schema.enum);
  if (schema.default !== undefined && chance(g, 0.2)) return schema.default;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    // Prefer the non-null branch: null is usually the boring one.
    const nonNull = branches.filter((b) => resolve(b, root).type !== "null");
    return validValue(g, pick(g, nonNull.length && chance(g, 0.85) ? nonNull : branches), root, hints, name, depth);
  }
  if (schema.allOf) return validValue(g, { ...schema, allOf: undefined, ...schema.allOf[0] }, root, hints, name, depth);
  let type = schema.type;
  if (Array.isArray(type)) type = type.find((t) => t !== "null" && chance(g, 0.85)) ?? pick(g, type);
  if (!type) type = schema.properties ? "object" : schema.items ? "array" : "string";
  switch (type) {
    case "string":
      return validString(g, schema, name);
    case "integer": {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
      return g(fc.integer, {
        min: Math.max(min, Number.MIN_SAFE_INTEGER),
        max: Math.min(max, Number.MAX_SAFE_INTEGER),
      });
    }
    case "number":
      return g(fc.double, {
        min: schema.minimum ?? 0,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return g(fc.boolean);
    case "null":
      return null;
    case "array": {
      if (depth > 6) return [];
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 3, min + 3);
      const length = g(fc.integer, { min, max });
      return Array.from({ length }, () => validValue(g, schema.items ?? {}, root, hints, name, depth + 1));
    }
    case "object": {
      if (depth > 6) return {};
      const out = {};
      const required = new Set(schema.required ?? []);
      for (const [key, sub] of Object.entries(schema.properties ?? {}))
        if (required.has(key) || chance(g, 0.5)) out[key] = validValue(g, sub, root, hints, key, depth + 1);
      return out;
    }
    default:
      return validString(g, schema, name);
  }
}

function validString(g, schema, name) {
  const formats = {
    uuid: () => g(fc.uuid, { version: 4 }),
    email: () => `fuzz-${g(fc.nat, { max: 1e6 })}@example.com`,
    date: () =>
      g(fc.date, { min: new Date("2000-01-01"), max: new Date(), noInvalidDate: true })
        .toISOString()
        .slice(0, 10),
    "date-time": () =>
      g(fc.date, { min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).toISOString(),
    uri: () => "https://example.com/x",
  };
  if (formats[schema.format]) return formats[schema.format]();
  if (/email/i.test(name)) return formats.email();
  if (/date/i.test(name) || name === "from" || name === "to") return formats.date();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 60);
  // Printable text only: control characters, NUL and surrogates are the mutations' business.
  const unit = pick(g, ["grapheme-ascii", "grapheme-ascii", "grapheme"]);
  return g(fc.string, { minLength, maxLength, unit });
}

// ——— Mutations ———

/** The JSON paths (arrays of keys) of every value inside `value`, the root included. */
function pathsOf(value, prefix = [], out = [], depth = 0) {
  out.push(prefix);
  if (depth > 8 || value === null || typeof value !== "object") return out;
  for (const [key, sub] of Object.entries(value))
    pathsOf(sub, [...prefix, Array.isArray(value) ? Number(key) : key], out, depth + 1);
  return out;
}

function setAt(root, path, value) {
  if (path.length === 0) return value;
  let parent = root;
  for (const key of path.slice(0, -1)) parent = parent[key];
  parent[path[path.length - 1]] = value;
  return root;
}

function deleteAt(root, path) {
  let parent = root;
  for (const key of path.slice(0, -1)) parent = parent[key];
  if (Array.isArray(parent)) parent.splice(path[path.length - 1], 1);
  else delete parent[path[path.length - 1]];
  return root;
}

const getAt = (root, path) => path.reduce((v, k) => v?.[k], root);

/** A value of a different JSON type than `value`. */
function wrongType(g, value) {
  const candidates = [
    () => g(fc.integer),
    () => pick(g, EDGE_NUMBERS),
    () => g(fc.boolean),
    () => null,
    () => [],
    () => [value],
    () => ({}),
    () => ({ value }),
    () => (typeof value === "string" ? g(fc.integer) : pick(g, EDGE_STRINGS)),
    () => (typeof value === "string" ? [value] : String(value)),
  ];
  return pick(g, candidates)();
}

/** A string at, just over or far over its limits, or an edge string, or text with an edge inside. */
export function edgeString(g, current) {
  const base = typeof current === "string" && current.length ? current : "fuzz";
  const kinds = [
    () => pick(g, EDGE_STRINGS),
    () => base + pick(g, EDGE_STRINGS) + base,
    () =>
      "x".repeat(
        pick(
          g,
          [
            1, 8, 20, 63, 64, 65, 99, 100, 101, 127, 128, 129, 199, 200, 201, 254, 255, 256, 500, 501, 1000, 1001, 2000,
            2001, 5000, 10_000, 100_000,
          ],
        ),
      ),
    () => "é".repeat(pick(g, [64, 65, 100, 101, 200, 201, 255, 256])),
    () => "😀".repeat(pick(g, [32, 33, 50, 51, 64, 65, 100, 101])),
    () => g(fc.string, { unit: "binary", maxLength: 50 }),
    () => g(fc.string, { unit: "binary-ascii", maxLength: 50 }),
    () => g(fc.string, { unit: "grapheme", maxLength: 50 }),
    () => base.toUpperCase(),
    () => ` ${base} `,
  ];
  return pick(g, kinds)();
}

function edgeNumber(g) {
  return pick(g, [
    () => pick(g, EDGE_NUMBERS),
    () => g(fc.integer),
    () => g(fc.double, { noNaN: true, noDefaultInfinity: true }),
    () => String(pick(g, EDGE_NUMBERS)),
    () =>
      pick(g, [
        "-1",
        "0",
        "0.00",
        "-0.01",
        "1.005",
        "1.999",
        "1,000.00",
        "1e3",
        " 1",
        "1 ",
        "+1",
        "00012",
        "0x10",
        "999999999999.99",
        "1000000000000",
        "1000000000000.00",
        "0.1234",
        ".5",
        "5.",
      ]),
  ])();
}

/** A JSON value nested `levels` deep (arrays or objects), built without recursion. */
export function deeplyNested(levels, kind) {
  return kind === "array"
    ? "[".repeat(levels) + "1" + "]".repeat(levels)
    : '{"a":'.repeat(levels) + "1" + "}".repeat(levels);
}

/** Applies one mutation to a JSON body; answers { label, text } where text is the raw body to send. */
export function mutateJson(g, body) {
  const value = structuredClone(body);
  const paths = pathsOf(value).filter((p) => p.length > 0);
  const leafPaths = paths.filter((p) => {
    const v = getAt(value, p);
    return v === null || typeof v !== "object";
  });
  const choose = (list) => (list.length ? pick(g, list) : null);
  const mutations = {
    "wrong type": () => {
      const path = choose(paths);
      if (!path) return { text: JSON.stringify(wrongType(g, value)) };
      return { path, text: JSON.stringify(setAt(value, path, wrongType(g, getAt(value, path)))) };
    },
    "missing field": () => {
      const path = choose(paths);
      if (!path) return { text: "{}" };
      return { path, text: JSON.stringify(deleteAt(value, path)) };
    },
    "extra field": () => {
      const paths = pathsOf(value).filter((p) => {
        const v = getAt(value, p);
        return v && typeof v === "object" && !Array.isArray(v);
      });
      const path = choose(paths) ?? [];
      const key = pick(g, [
        "extra",
        "__proto__",
        "constructor",
        "prototype",
        "id",
        "userId",
        "ownerId",
        "role",
        "isAdmin",
        "",
        "\u0000",
        "a".repeat(1000),
      ]);
      const target = getAt(value, path);
      if (!target || typeof target !== "object") return { text: JSON.stringify(value) };
      // JSON.stringify drops a __proto__ set by assignment; write the key literally.
      const text = JSON.stringify(value)
        .replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(wrongType(g, 1))},`)
        .replace(/,\}$/, "}");
      return {
        path,
        text:
          path.length === 0
            ? text
            : JSON.stringify(setAt(value, [...path, key], pick(g, [1, "x", true, null, {}, []]))),
      };
    },
    "edge string": () => {
      const path = choose(leafPaths);
      if (!path) return { text: JSON.stringify(edgeString(g, "")) };
      return { path, text: JSON.stringify(setAt(value, path, edgeString(g, getAt(value, path)))) };
    },
    "edge number": () => {
      const path = choose(leafPaths);
      if (!path) return { text: JSON.stringify(edgeNumber(g)) };
      return { path, text: JSON.stringify(setAt(value, path, edgeNumber(g))) };
    },
    "number literal out of range": () => {
      const path = choose(leafPaths);
      const marker = "__fuzz_number__";
      const literal = pick(g, EDGE_NUMBER_LITERALS);
      if (!path) return { text: literal };
      return { path, text: JSON.stringify(setAt(value, path, marker)).replace(`"${marker}"`, literal) };
    },
    "deep nesting": () => {
      const path = choose(paths);
      const levels = pick(g, [100, 1000, 5000, 20_000, 100_000]);
      const nested = deeplyNested(levels, pick(g, ["array", "object"]));
      const marker = "__fuzz_nested__";
      if (!path) return { text: nested, levels };
      return { path, levels, text: JSON.stringify(setAt(value, path, marker)).replace(`"${marker}"`, nested) };
    },
    "invalid UTF-8 bytes": () => {
      const path = choose(leafPaths);
      const marker = "__fuzz_bytes__";
      const text = JSON.stringify(path ? setAt(value, path, marker) : value);
      const raw = pick(g, [
        Buffer.from([0xc0, 0x80]),
        Buffer.from([0xff, 0xfe]),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from([0xe0, 0xa4]),
        Buffer.from([0xf4, 0x90, 0x80, 0x80]),
      ]);
      const [before, after] = text.includes(`"${marker}"`)
        ? text.split(`"${marker}"`)
        : [text.slice(0, -1) + ',"x":', "}"];
      return { path, bytes: Buffer.concat([Buffer.from(before + '"'), raw, Buffer.from('"' + after)]) };
    },
    "escaped surrogate or NUL": () => {
      const path = choose(leafPaths);
      const marker = "__fuzz_escape__";
      const escape = pick(g, ["\\ud800", "\\udfff", "a\\u0000b", "\\ud83d\\ud83d", "\\u0000"]);
      if (!path) return { text: `"${escape}"` };
      return { path, text: JSON.stringify(setAt(value, path, marker)).replace(marker, escape) };
    },
    "truncated JSON": () => {
      const text = JSON.stringify(value);
      return { text: text.slice(0, g(fc.integer, { min: 0, max: Math.max(0, text.length - 1) })) };
    },
    "duplicated JSON": () => {
      const text = JSON.stringify(value);
      return pick(g, [
        () => ({ text: text + text }),
        () => ({ text: `[${text},${text}]` }),
        () => {
          // The same key twice: the last one wins in JSON.parse, a different value each time.
          const key = Object.keys(value)[0] ?? "a";
          return { text: `{${JSON.stringify(key)}:${JSON.stringify(wrongType(g, 1))},${text.slice(1)}` };
        },
      ])();
    },
    "not an object": () => ({
      text: pick(g, [
        "null",
        "[]",
        "[{}]",
        '"text"',
        "1",
        "true",
        "{}",
        " ",
        "\ufeff" + JSON.stringify(value),
        JSON.stringify(value) + " x",
        "{'a':1}",
        "{a:1}",
        "NaN",
      ]),
    }),
    valid: () => ({ text: JSON.stringify(value) }),
  };
  const label = pick(g, Object.keys(mutations));
  const result = mutations[label]();
  return {
    label: result.path ? `${label} at ${result.path.join(".") || "(root)"}` : label,
    bytes: result.bytes ?? Buffer.from(result.text ?? ""),
  };
}

// ——— Path parameters, query strings, content types, multipart ———

/** A bad value for a path segment, already in its raw (sent) form. */
export function badSegment(g, real, otherReal) {
  const uuid = real && /^[0-9a-f-]{36}$/.test(real) ? real : "0f8fad5b-d9cb-469f-a165-70867728950e";
  return pick(g, [
    () => ({ label: "uppercase id", raw: uuid.toUpperCase() }),
    () => ({ label: "other user's id", raw: otherReal ?? uuid }),
    () => ({ label: "random uuid", raw: g(fc.uuid) }),
    () => ({ label: "nil uuid", raw: "00000000-0000-0000-0000-000000000000" }),
    () => ({ label: "max uuid", raw: "ffffffff-ffff-ffff-ffff-ffffffffffff" }),
    () => ({ label: "uuid without dashes", raw: uuid.replace(/-/g, "") }),
    () => ({ label: "uuid in braces", raw: `%7B${uuid}%7D` }),
    () => ({ label: "truncated id", raw: uuid.slice(0, g(fc.integer, { min: 0, max: 35 })) || "x" }),
    () => ({ label: "id with suffix", raw: `${uuid}x` }),
    () => ({
      label: "malformed percent escape",
      raw: pick(g, ["%E0%A4%A", "%", "%%", "%zz", "%C0%AF", "%ED%A0%80", "%FF", "%0"]),
    }),
    () => ({ label: "percent-encoded NUL", raw: `${uuid}%00` }),
    () => ({ label: "percent-encoded slash", raw: `${uuid}%2Fx` }),
    () => ({ label: "double-encoded", raw: "%252e%252e" }),
    () => ({ label: "dot segment", raw: pick(g, ["..", ".", "%2e%2e"]) }),
    () => ({ label: "number", raw: pick(g, ["0", "-1", "1", "1.5", "1e999", "99999999999999999999", "NaN"]) }),
    () => ({ label: "long segment", raw: "a".repeat(pick(g, [255, 256, 1024, 4000])) }),
    () => ({ label: "unicode segment", raw: encodeRaw(pick(g, ["é", "😀", "\u202e", "\ufeff", "Ω"])) }),
    () => ({ label: "encoded lone surrogate", raw: "%ED%B0%80" }),
    () => ({ label: "edge string", raw: encodeRaw(edgeString(g, "").slice(0, 2000)) || "%20" }),
  ])();
}

/** A crafted keyset cursor: base64url of JSON the codec must refuse, or not base64 at all. */
export function craftedCursor(g, realCursor) {
  const b64 = (text) => Buffer.from(text).toString("base64url");
  return pick(g, [
    () => b64(JSON.stringify(["not-a-number", "0f8fad5b-d9cb-469f-a165-70867728950e"])),
    () => b64(JSON.stringify(["99999999999999999999999", "0f8fad5b-d9cb-469f-a165-70867728950e"])),
    () => b64(JSON.stringify(["9223372036854775807", "0f8fad5b-d9cb-469f-a165-70867728950e"])),
    () => b64(JSON.stringify(["9999999999999999999", "0f8fad5b-d9cb-469f-a165-70867728950e"])),
    () => b64(JSON.stringify(["-1", "0f8fad5b-d9cb-469f-a165-70867728950e"])),
    () => b64(JSON.stringify(["1700000000000000", "not-a-uuid"])),
    () => b64(JSON.stringify(["1700000000000000", "0F8FAD5B-D9CB-469F-A165-70867728950E"])),
    () => b64(JSON.stringify(["1700000000000000", "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz"])),
    () => b64(JSON.stringify(["1700000000000000"])),
    () => b64(JSON.stringify(["1700000000000000", "0f8fad5b-d9cb-469f-a165-70867728950e", "extra"])),
    () => b64(JSON.stringify(["2026-13-45T00:00:00Z", "0f8fad5b-d9cb-469f-a165-70867728950e"])),
    () => b64(JSON.stringify(["9999-12-31", "x"])),
    () => b64(JSON.stringify(["\u0000", "\ud800"])),
    () => b64(JSON.stringify([1700000000000000, null])),
    () => b64(JSON.stringify({ micros: "1", id: "x" })),
    () => b64(JSON.stringify(["", ""])),
    () => b64(JSON.stringify([edgeString(g, ""), edgeString(g, "")])),
    () => b64("{not json"),
    () => b64(JSON.stringify(pick(g, [[], null, 1, "x", [[["a"]]]]))),
    () => "!!!not-base64!!!",
    () => "",
    () => "x".repeat(pick(g, [200, 201, 5000])),
    () => (realCursor ? realCursor.slice(0, -2) : "eyJ"),
    () => (realCursor ? realCursor + "AA" : "eyJ"),
    () => g(fc.base64String, { maxLength: 80 }),
  ])();
}

/** A bad value for a query parameter, or a repeated parameter. */
export function badQueryValue(g, name, schema) {
  if (name === "cursor") return craftedCursor(g);
  return pick(g, [
    () => edgeString(g, ""),
    () => String(edgeNumber(g)),
    () => pick(g, ["-1", "0", "1.5", "abc", "1e9", "1e999", "999999999999999999999", "", "true", "[]", "{}", "null"]),
    () =>
      pick(g, [
        "9999-12-31",
        "0000-01-01",
        "2026-02-30",
        "-271821-04-20",
        "+275760-09-13",
        "2026-01-01T25:00",
        "1e999",
      ]),
    () => (schema?.enum ? String(schema.enum[0]).toUpperCase() : "UNKNOWN"),
    () => "x".repeat(pick(g, [100, 101, 200, 201, 1000, 5000])),
  ])();
}

/**
 * encodeURIComponent that also encodes lone surrogates (which it throws on), as the three bytes
 * of their WTF-8 form: the server then sees bytes that are not valid UTF-8, which is the point.
 */
export function encodeRaw(text) {
  const value = String(text);
  if (value.isWellFormed()) return encodeURIComponent(value);
  // split() with a capturing group puts the lone surrogates at the odd indexes.
  return value
    .split(LONE_SURROGATE)
    .map((piece, i) => {
      if (i % 2 === 0) return encodeURIComponent(piece);
      const code = piece.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    })
    .join("");
}

const LONE_SURROGATE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;

/** Encodes a query value, sometimes leaving a raw malformed escape in place. */
export function encodeQueryValue(g, value) {
  if (chance(g, 0.1)) return pick(g, ["%E0%A4%A", "%", "%zz", "%00", "%ED%A0%80", "a+b", "%2B"]);
  return encodeRaw(value);
}

export const WRONG_CONTENT_TYPES = [
  null,
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "application/xml",
  "application/jsonx",
  "application/json; charset=utf-16",
  "application/json; charset=binary",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "application/json, text/plain",
  "*/*",
  "",
  ";",
  "application/octet-stream",
  "image/png",
];

/** Minimal real bytes of the accepted types, and a few that are not. */
export const FILES = {
  pdf: () =>
    Buffer.from(`%PDF-1.4\n% fuzz ${randomBytes(4).toString("hex")}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`),
  png: () =>
    Buffer.from(
      "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
        "1f15c4890000000d49444154789c6300010000050001" +
        "0d0a2db40000000049454e44ae426082",
      "hex",
    ),
  jpegHeader: () => Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex"),
  html: () => Buffer.from("<html><script>alert(1)</script></html>"),
  exe: () => Buffer.from("4d5a90000300000004000000ffff0000", "hex"),
  empty: () => Buffer.alloc(0),
  truncatedPdf: () => Buffer.from("%PDF-"),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
};

/**
 * A multipart body: the fields and file, then one mutation (missing or duplicate file part,
 * bad file names and types, broken boundaries, truncation). Answers { label, contentType, bytes }.
 */
export function multipartBody(g, fields) {
  const boundary = `----fuzz${g(fc.nat)}`;
  const crlf = "\r\n";
  const part = (name, value) =>
    Buffer.from(`--${boundary}${crlf}Content-Disposition: form-data; name="${name}"${crlf}${crlf}${value}${crlf}`);
  const filePart = (filename, mimeType, bytes, name = "file") =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}${crlf}Content-Disposition: form-data; name="${name}"; filename="${filename}"${crlf}Content-Type: ${mimeType}${crlf}${crlf}`,
      ),
      bytes,
      Buffer.from(crlf),
    ]);
  const close = Buffer.from(`--${boundary}--${crlf}`);
  const fieldParts = () => Object.entries(fields).map(([k, v]) => part(k, v));
  const good = () => filePart("fuzz.pdf", "application/pdf", FILES.pdf());
  let contentType = `multipart/form-data; boundary=${boundary}`;
  const build = (parts) => Buffer.concat([...parts, close]);
  const mutations = {
    valid: () => build([...fieldParts(), good()]),
    "no file part": () => build(fieldParts()),
    "two file parts": () => build([...fieldParts(), good(), good()]),
    "file before fields": () => build([good(), ...fieldParts()]),
    "missing field": () => {
      const names = Object.keys(fields);
      const drop = names.length ? pick(g, names) : null;
      return build([
        ...Object.entries(fields)
          .filter(([k]) => k !== drop)
          .map(([k, v]) => part(k, v)),
        good(),
      ]);
    },
    "duplicated field": () => build([...fieldParts(), ...fieldParts(), good()]),
    "edge field value": () => {
      const names = Object.keys(fields);
      const target = names.length ? pick(g, names) : "extra";
      return build([
        ...Object.entries({ ...fields, [target]: edgeString(g, fields[target]) }).map(([k, v]) => part(k, v)),
        good(),
      ]);
    },
    "unknown field": () => build([...fieldParts(), part(pick(g, ["extra", "__proto__", "uid", ""]), "x"), good()]),
    "bad file name": () =>
      build([
        ...fieldParts(),
        filePart(
          pick(g, [
            "../../etc/passwd",
            "a\u0000b.pdf",
            "",
            "résumé.pdf",
            "\u202eevil.fdp",
            "x".repeat(1000) + ".pdf",
            'quo"te.pdf',
            "CON",
            "\ud800.pdf",
            "a/b\\c.pdf",
            "%00.pdf",
          ]),
          "application/pdf",
          FILES.pdf(),
        ),
      ]),
    "wrong file type": () => {
      const kind = pick(g, ["html", "exe", "empty", "truncatedPdf", "svg", "png", "jpegHeader"]);
      return build([
        ...fieldParts(),
        filePart(
          `fuzz.${kind}`,
          pick(g, ["application/pdf", "image/png", "text/html", "application/octet-stream", ""]),
          FILES[kind](),
        ),
      ]);
    },
    "file field with another name": () =>
      build([
        ...fieldParts(),
        filePart("fuzz.pdf", "application/pdf", FILES.pdf(), pick(g, ["files", "upload", "File", ""])),
      ]),
    "truncated body": () => {
      const whole = build([...fieldParts(), good()]);
      return whole.subarray(0, g(fc.integer, { min: 0, max: whole.length - 1 }));
    },
    "no closing boundary": () => Buffer.concat([...fieldParts(), good()]),
    "wrong boundary": () => {
      contentType = `multipart/form-data; boundary=other${boundary}`;
      return build([...fieldParts(), good()]);
    },
    "no boundary parameter": () => {
      contentType = "multipart/form-data";
      return build([...fieldParts(), good()]);
    },
    "overlong boundary": () => {
      contentType = `multipart/form-data; boundary=${"b".repeat(pick(g, [70, 71, 200, 5000]))}`;
      return build([...fieldParts(), good()]);
    },
    "part without headers": () =>
      build([Buffer.from(`--${boundary}${crlf}${crlf}naked${crlf}`), ...fieldParts(), good()]),
    "many parts": () =>
      build([
        ...Array.from({ length: pick(g, [100, 1000, 3000]) }, (_, i) => part(`f${i}`, "x")),
        ...fieldParts(),
        good(),
      ]),
    "huge field": () => build([...fieldParts(), part("notes", "x".repeat(pick(g, [100_000, 1_000_000]))), good()]),
    "JSON instead": () => {
      contentType = "application/json";
      return Buffer.from(JSON.stringify(fields));
    },
    "empty body": () => Buffer.alloc(0),
  };
  const label = pick(g, Object.keys(mutations));
  const bytes = mutations[label]();
  return { label, contentType, bytes };
}

export { chance, pick };
