import type { z } from "zod";
import type { ApiEndpoint } from "@/lib/api-contract";
import { api } from "./api";

/**
 * The typed API client: every call names an endpoint by its method and its path template as the
 * contract declares them ("/api/shipments/{id}"), and its params, query, body and answer are the
 * types of that endpoint's zod schemas. Only types cross from the server (`import type`).
 */
export type ApiMethod = ApiEndpoint["method"];
export type ApiPath<M extends ApiMethod> = Extract<ApiEndpoint, { method: M }>["path"];
export type EndpointAt<M extends ApiMethod, P extends string> = Extract<ApiEndpoint, { method: M; path: P }>;

type Declared<T> = [NonNullable<T>] extends [never]
  ? never
  : NonNullable<T> extends z.ZodNever
    ? never
    : NonNullable<T> extends z.ZodType
      ? NonNullable<T>
      : never;

type Part<Name extends string, T, Required extends boolean> = [Declared<T>] extends [never]
  ? { [K in Name]?: undefined }
  : Required extends true
    ? { [K in Name]: z.input<Declared<T>> }
    : object extends z.input<Declared<T>>
      ? { [K in Name]?: z.input<Declared<T>> }
      : { [K in Name]: z.input<Declared<T>> };

/** What a call sends: `params` for the path, `query`, and `body`, each only where the endpoint has one. */
export type ApiInput<E extends ApiEndpoint> = Part<"params", E["params"], true> &
  Part<"query", E["query"], false> &
  Part<"body", E["body"], true>;

/** What a call resolves with: the endpoint's response schema, or nothing for 204 answers. */
export type ApiOutput<E extends ApiEndpoint> = [Declared<E["response"]>] extends [never]
  ? void
  : z.output<Declared<E["response"]>>;

/** Input may be left out when nothing in it is required. */
type InputArgs<E extends ApiEndpoint> = object extends ApiInput<E> ? [input?: ApiInput<E>] : [input: ApiInput<E>];

type QueryValue = string | number | boolean | null | undefined;

/** The URL of a path template with its params filled in and the query appended (empty values left out). */
export function apiUrl(path: string, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === "") throw new Error(`Missing path parameter "${name}".`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

type Init = { signal?: AbortSignal; keepalive?: boolean };

/** One call to one endpoint of the contract; rejects with ApiError (lib/client/api.ts) on any non-2xx answer. */
export function apiRequest<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...args: [...InputArgs<EndpointAt<M, P>>, init?: Init]
): Promise<ApiOutput<EndpointAt<M, P>>> {
  const [input, init] = args as unknown as [{ params?: object; query?: object; body?: unknown } | undefined, Init?];
  return api<ApiOutput<EndpointAt<M, P>>>(apiUrl(path, input?.params, input?.query), {
    method,
    body: input?.body,
    signal: init?.signal,
    keepalive: init?.keepalive,
  });
}
