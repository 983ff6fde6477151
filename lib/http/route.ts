import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { authenticate } from "@/lib/auth/authenticate";
import { isSecureRequest, type CookieToSet } from "@/lib/auth/session-cookie";
import { assertContentLength, readJsonBody } from "./body";
import { isClientAbort } from "./client-abort";
import { clientIp } from "./client-ip";
import type { Endpoint } from "@/lib/contract/endpoint";
import { AppError, errorBody, toIssues } from "@/lib/contract/errors";
import { API_CONTENT_SECURITY_POLICY, applySecurityHeaders, servedOverHttps } from "./security-headers";
import { getDb } from "@/lib/db/client";
import { consumeLimit } from "@/lib/limits/limiter";
import { assertStorageLeft } from "@/lib/storage/storage-quota";
import { MAX_UPLOAD_BODY_BYTES, receiveUpload, type ReceivedFile } from "@/lib/uploads/receive-upload";
import { logger } from "@/lib/observability/logger";
import { observeRequest } from "@/lib/observability/metrics";
import { currentRequestId, requestContext, requestIdFrom } from "@/lib/observability/request-context";

export const ROUTE_TAG = Symbol.for("exportly.route");
/** nginx's status for a request its client abandoned: counted apart from real errors in the metrics. */
const CLIENT_CLOSED_REQUEST = 499;

type Schema<T> = NonNullable<T> extends z.ZodNever ? never : NonNullable<T>;
/** The parsed type of an endpoint part; `undefined` when the endpoint has no schema for it. */
type Infer<T> = [Schema<T>] extends [never] ? undefined : z.output<Schema<T>>;

export type RouteContext<E extends Endpoint> = {
  actor: E["access"] extends "public" ? Actor | null : Actor;
  params: Infer<E["params"]>;
  query: Infer<E["query"]>;
  body: Infer<E["body"]>;
  /** The stored file and the parsed fields, for endpoints that declare `upload`. */
  upload: [Schema<E["upload"]>] extends [never]
    ? undefined
    : { fields: z.output<Schema<E["upload"]>>; file: ReceivedFile };
  request: NextRequest;
  ip: string;
  userAgent: string | null;
  setCookie: (cookie: CookieToSet) => void;
  responseHeaders: Headers;
};

type Result<E extends Endpoint> =
  ([Schema<E["response"]>] extends [never] ? void : z.input<Schema<E["response"]>>) | Response;

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = ((request: NextRequest, context: NextContext) => Promise<Response>) & {
  [ROUTE_TAG]: Endpoint;
};

/**
 * Wraps every route handler (docs/architecture.md §4): authenticates, enforces `access`, checks the body
 * limit and CSRF, parses params/query/body with the endpoint's zod schemas, and maps every
 * failure through the one error table. Handlers only wire: parse → domain call → DTO.
 * It also gives the request its id (logs, `X-Request-Id`) and records its duration by route
 * template (docs/operations.md).
 */
export function route<E extends Endpoint>(
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<Result<E>>,
): RouteHandler {
  const serve = async (request: NextRequest, context: NextContext): Promise<Response> => {
    let upload: { fields: unknown; file: ReceivedFile } | undefined;
    try {
      assertContentLength(request.headers, endpoint.upload ? MAX_UPLOAD_BODY_BYTES : endpoint.maxBodyBytes);
      const actor = await authenticate(request, endpoint);
      const params = endpoint.params ? parseParams(endpoint.params, await context.params) : undefined;
      const query = endpoint.query
        ? parseInput(endpoint.query, Object.fromEntries(request.nextUrl.searchParams))
        : undefined;
      const body = endpoint.body
        ? parseInput(endpoint.body, await readJsonBody(request, endpoint.maxBodyBytes))
        : undefined;
      // Uploads are counted per account, and a full account refused, before a byte of the body is
      // read (docs/limits.md, docs/storage.md).
      if (endpoint.upload && actor) {
        await consumeLimit("upload", actor.userId);
        await assertStorageLeft(await getDb(), actor.userId);
      }
      upload = endpoint.upload ? await readUpload(endpoint.upload, request) : undefined;
      const cookies: CookieToSet[] = [];
      const responseHeaders = new Headers();
      const result = await handler({
        actor: actor as RouteContext<E>["actor"],
        params: params as Infer<E["params"]>,
        query: query as Infer<E["query"]>,
        body: body as Infer<E["body"]>,
        upload: upload as RouteContext<E>["upload"],
        request,
        ip: clientIp(request.headers),
        userAgent: request.headers.get("user-agent"),
        setCookie: (cookie) => cookies.push(cookie),
        responseHeaders,
      });
      const response =
        result instanceof Response
          ? result
          : endpoint.status === 204 || result === undefined
            ? new NextResponse(null, { status: 204 })
            : NextResponse.json(result, { status: endpoint.status ?? 200 });
      responseHeaders.forEach((value, key) => response.headers.set(key, value));
      if (!response.headers.has("cache-control")) response.headers.set("cache-control", "no-store");
      if (response instanceof NextResponse) {
        const secure = isSecureRequest(request.headers, request.nextUrl);
        for (const { name, value, ...options } of cookies) response.cookies.set(name, value, { ...options, secure });
      }
      return response;
    } catch (error) {
      if (isClientAbort(error, request)) {
        // Nobody reads this answer; the front server logs the closed connection at info.
        logger.debug({ method: request.method, route: endpoint.path }, "client went away during the request");
        return new NextResponse(null, { status: CLIENT_CLOSED_REQUEST });
      }
      return errorResponse(error);
    } finally {
      // An upload the handler did not store (refused, or it threw) leaves no bytes behind.
      await upload?.file.blob
        .discard()
        .catch((error: unknown) => logger.warn({ err: error }, "could not discard a staged upload"));
    }
  };
  const wrapped = (request: NextRequest, context: NextContext): Promise<Response> => {
    const requestId = requestIdFrom(request.headers);
    const started = performance.now();
    return requestContext.run({ requestId }, async () => {
      const response = await serve(request, context);
      response.headers.set("x-request-id", requestId);
      // Every API answer, errors included: a policy for data (a framed PDF brings its own) and the common headers.
      applySecurityHeaders(response.headers, {
        contentSecurityPolicy: API_CONTENT_SECURITY_POLICY,
        https: servedOverHttps(request.headers, request.nextUrl),
      });
      // The endpoint's path template, never the raw URL: one series per route, whatever the ids.
      observeRequest(request.method, endpoint.path, response.status, (performance.now() - started) / 1000);
      return response;
    });
  };
  return Object.assign(wrapped, { [ROUTE_TAG]: endpoint as Endpoint });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return NextResponse.json(errorBody(error), {
      status: error.status,
      headers: { "cache-control": "no-store", ...error.headers },
    });
  }
  // The request's own id (also in its X-Request-Id header and on every line it logged).
  const requestId = currentRequestId() ?? requestIdFrom(new Headers());
  // 500 only for bugs: the log keeps the detail, the client gets a request id and no stack.
  logger.error({ err: error, requestId }, "unhandled error in route handler");
  return NextResponse.json(
    { message: "Something went wrong on our side. Please try again.", code: "internal", requestId },
    { status: 500, headers: { "cache-control": "no-store" } },
  );
}

function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = toIssues(result.error);
  throw new AppError("validation_failed", issues[0]?.message ?? "The request is not valid.", { issues });
}

/** The file is staged, the fields parsed (a bad one refuses the upload before the file is read). */
function readUpload(schema: z.ZodType, request: Request) {
  return receiveUpload(request, { parseFields: (fields) => parseInput(schema, fields) });
}

/** A malformed id in the path names nothing that exists: 404, like an unknown one. */
function parseParams<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError("not_found", "Not found.");
  return result.data;
}
