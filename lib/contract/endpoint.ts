import type { z } from "zod";
import type { ErrorCode } from "./errors";

export type Access = "public" | "user" | "admin";
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One API operation: its contract (path, access, schemas) is the single source for the route
 * wrapper, the OpenAPI document and the tests. Paths use OpenAPI's `{param}` style.
 */
export type Endpoint<
  A extends Access = Access,
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  U extends z.ZodType = z.ZodType,
  M extends HttpMethod = HttpMethod,
  Path extends string = string,
> = {
  method: M;
  path: Path;
  summary: string;
  description?: string;
  tag: string;
  /** Required, no default: a public endpoint says so (docs/architecture.md §4). */
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * A multipart/form-data upload: the schema of its text fields. The wrapper streams the one
   * file (field `file`) into the blob store (lib/uploads/receive-upload.ts) and parses the fields.
   */
  upload?: U;
  /**
   * A body the handler reads itself (the wrapper reads nothing): JSON with these fields, or
   * multipart/form-data with the same fields as form fields and files in the field `files`
   * (lib/support/read-message-request.ts). Documented in OpenAPI as both.
   */
  jsonOrFiles?: z.ZodType;
  response?: R;
  /** A JSON body limit below the general 10 MB (lib/http/body.ts), for bodies that cost work per byte: 413 beyond. */
  maxBodyBytes?: number;
  /** Success status; 204 answers with no body. */
  status?: 200 | 201 | 204;
  /** Error codes worth documenting beyond the ones every endpoint of this access level has. */
  errors?: ErrorCode[];
  /** Left out of the OpenAPI document (the catch-all 404 handlers). */
  internal?: boolean;
};

export const defineEndpoint = <
  A extends Access,
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodNever,
  U extends z.ZodType = z.ZodNever,
  const M extends HttpMethod = HttpMethod,
  const Path extends string = string,
>(
  // Method and path keep their literal types, so the client's typed API (lib/client/api-client.ts)
  // can look an endpoint up by "METHOD path" from the contract alone.
  endpoint: Endpoint<A, P, Q, B, R, U, M, Path>,
) => endpoint;
