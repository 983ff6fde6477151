import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

export type RequestContext = { requestId: string };

/**
 * The request being served, for everything that runs inside it (the logger's mixin, the 500 path).
 * Kept on globalThis so every route bundle Next.js builds shares one store.
 */
const STORE_KEY = Symbol.for("exportly.requestContext");
type Holder = { [STORE_KEY]?: AsyncLocalStorage<RequestContext> };
const holder = globalThis as Holder;
export const requestContext: AsyncLocalStorage<RequestContext> = (holder[STORE_KEY] ??=
  new AsyncLocalStorage<RequestContext>());

export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;

/**
 * A request id from a proxy (nginx `$request_id`, a caller's trace id) is kept when it is a sane
 * token: it ends up in log lines and a response header, so nothing beyond 128 safe characters.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(headers: Headers): string {
  const incoming = headers.get("x-request-id")?.trim();
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
