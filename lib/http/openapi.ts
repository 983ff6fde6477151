import { z } from "zod";
import type { Endpoint } from "@/lib/contract/endpoint";
import { ERROR_STATUS, type ErrorCode } from "@/lib/contract/errors";

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as JsonSchema;
  return rest;
};

const shapeOf = (schema: z.ZodType | undefined): Record<string, z.ZodType> =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};

const errorResponse = { $ref: "#/components/responses/Error" };

/** The error codes every endpoint of an access level can answer, besides its own. */
function implicitErrors(endpoint: Endpoint): ErrorCode[] {
  const codes: ErrorCode[] = ["internal"];
  if (endpoint.access !== "public") codes.push("unauthorized");
  if (endpoint.access === "admin") codes.push("not_found");
  if (endpoint.body) codes.push("invalid_json", "payload_too_large", "unsupported_media_type");
  if (endpoint.jsonOrFiles) codes.push("invalid_json", "payload_too_large", "unsupported_media_type");
  if (endpoint.upload)
    codes.push(
      "validation_failed",
      "payload_too_large",
      "storage_quota_exceeded",
      "unsupported_media_type",
      "rate_limited",
    );
  return codes;
}

function operation(endpoint: Endpoint): Record<string, unknown> {
  const parameters = [
    ...Object.entries(shapeOf(endpoint.params)).map(([name, schema]) => ({
      name,
      in: "path",
      required: true,
      schema: toSchema(schema, "input"),
    })),
    ...Object.entries(shapeOf(endpoint.query)).map(([name, schema]) => ({
      name,
      in: "query",
      required: !schema.safeParse(undefined).success,
      schema: toSchema(schema, "input"),
    })),
  ];
  const status = String(endpoint.status ?? 200);
  const responses: Record<string, unknown> = {
    [status]:
      status === "204" || !endpoint.response
        ? { description: "Done; no content." }
        : {
            description: "Success.",
            content: { "application/json": { schema: toSchema(endpoint.response, "output") } },
          },
  };
  for (const code of [...(endpoint.errors ?? []), ...implicitErrors(endpoint)]) {
    const httpStatus = String(ERROR_STATUS[code]);
    const existing = responses[httpStatus] as { description: string } | undefined;
    responses[httpStatus] = existing
      ? { ...existing, description: `${existing.description}, ${code}` }
      : { ...errorResponse, description: `Error: ${code}` };
  }
  return {
    operationId: `${endpoint.method.toLowerCase()}${endpoint.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    security: endpoint.access === "public" ? [] : [{ bearer: [] }, { uid: [] }, { cookie: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: toSchema(endpoint.body, "input") } },
          },
        }
      : {}),
    ...(endpoint.jsonOrFiles
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": { schema: toSchema(endpoint.jsonOrFiles, "input") },
              "multipart/form-data": { schema: filesSchema(endpoint.jsonOrFiles) },
            },
          },
        }
      : {}),
    ...(endpoint.upload
      ? {
          requestBody: {
            required: true,
            content: { "multipart/form-data": { schema: uploadSchema(endpoint.upload) } },
          },
        }
      : {}),
    responses,
  };
}

/** A message's fields plus up to five files in `files` (each a PDF, PNG, JPEG or WebP of at most 10 MB). */
function filesSchema(fields: z.ZodType): Record<string, unknown> {
  const schema = toSchema(fields, "input") as { properties?: Record<string, unknown> };
  return {
    ...schema,
    type: "object",
    properties: {
      ...schema.properties,
      files: {
        type: "array",
        maxItems: 5,
        items: { type: "string", contentMediaType: "application/octet-stream" },
        description: "Up to five PDF, PNG, JPEG or WebP files of at most 10 MB each.",
      },
    },
  };
}

/** An upload's fields plus its file (PDF, PNG, JPEG or WebP, at most 10 MB). */
function uploadSchema(fields: z.ZodType): Record<string, unknown> {
  const schema = toSchema(fields, "input") as { properties?: Record<string, unknown>; required?: string[] };
  return {
    ...schema,
    type: "object",
    properties: {
      ...schema.properties,
      file: {
        type: "string",
        contentMediaType: "application/octet-stream",
        description: "A PDF, PNG, JPEG or WebP file of at most 10 MB.",
      },
    },
    required: [...(schema.required ?? []), "file"],
  };
}

/** The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with. */
export function buildOpenApiDocument(endpoints: Endpoint[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    if (endpoint.internal) continue;
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Exportly API",
      version: "1.0.0",
      description:
        "Export trade documents and electronic bills of lading. JSON in and out; errors are `{message, code, issues?}`. " +
        "Send a session or personal API token as `Authorization: Bearer <token>` or `Authorization: <token>`. " +
        "Request bodies are limited to 10 MB.",
    },
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "A session token (from login) or a personal API token.",
        },
        uid: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description: "The same token without the Bearer prefix.",
        },
        cookie: {
          type: "apiKey",
          in: "cookie",
          name: "exportly_session",
          description: "The browser session (httpOnly).",
        },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["message", "code"],
          properties: {
            message: { type: "string", description: "What the client shows." },
            code: { type: "string", enum: Object.keys(ERROR_STATUS) },
            issues: {
              type: "array",
              items: {
                type: "object",
                required: ["path", "message"],
                properties: { path: { type: "string" }, message: { type: "string" } },
              },
            },
            requestId: { type: "string", description: "On 500 only: quote it to support." },
          },
        },
      },
      responses: {
        Error: {
          description: "Error",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      },
    },
  };
}
