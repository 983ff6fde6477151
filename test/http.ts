import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import type { RouteHandler } from "../lib/http/route";

export type CallOptions = {
  method?: string;
  path?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  params?: Record<string, string | string[]>;
  /** Bearer token; sent as `Authorization: Bearer <token>`. */
  token?: string;
  ip?: string;
};

export type CallResult<T = any> = { status: number; headers: Headers; body: T; cookies: string[] };

/** Calls a wrapped route handler with a real Request, as Next.js does, and reads the JSON answer. */
export async function call<T = any>(handler: RouteHandler, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers = new Headers(options.headers);
  const init: { method: string; headers: Headers; body?: BodyInit; duplex?: "half" } = {
    method: options.method ?? "GET",
    headers,
  };
  if (options.json !== undefined) {
    headers.set("content-type", "application/json");
    init.body = JSON.stringify(options.json);
  } else if (options.body !== undefined) {
    init.body = options.body;
    init.duplex = "half";
  }
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  headers.set("x-forwarded-for", options.ip ?? uniqueIp());
  const request = new NextRequest(new URL(options.path ?? "/", "http://localhost:3000"), init);
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (/json/.test(response.headers.get("content-type") ?? "") ? JSON.parse(text) : text) : null,
    cookies: response.headers.getSetCookie(),
  };
}

export const uniqueIp = () => `10.${rnd()}.${rnd()}.${rnd()}`;
const rnd = () => Math.floor(Math.random() * 254) + 1;
export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@test.exportly.local`;
export const PASSWORD = "Correct-Horse-Battery-9";
