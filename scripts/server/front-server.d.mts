// Types for front-server.mjs (plain JavaScript so the server runs without a compiler).
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export type Timeouts = { headers: number; request: number; keepAlive: number; idle: number };
export type Log = (level: "info" | "error", message: string, fields?: Record<string, unknown>) => void;
export declare function timeoutsFromEnv(env?: Record<string, string | undefined>): Timeouts;
export declare const logLine: Log;
export declare function createFrontServer(options: {
  handle: (req: IncomingMessage, res: ServerResponse) => unknown;
  env?: Record<string, string | undefined>;
  log?: Log;
}): { server: Server; timeouts: Timeouts; trustedProxies: number };
