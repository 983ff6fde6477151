// The HTTP server in front of Next.js (scripts/server/server.mjs; docs/operations.md, "The web
// server"): it records each request's client address from the socket, and sets the timeouts that
// bound slow clients. It takes any (req, res) handler, so its own tests need no Next.js build.
import http from "node:http";
import {
  CLIENT_ADDRESS_HEADER,
  FRONT_SERVER_MARK,
  resolveClientAddress,
  trustedProxyCount,
} from "./client-address.mjs";

/** Milliseconds from an env var; the default when unset or not a whole number >= 0. */
function millis(name, fallback, env) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/**
 * The timeouts, each chosen for a reason (docs/operations.md lists them with the env knobs):
 * - headers: a browser sends its headers in one packet; 20 s covers the slowest mobile link,
 *   and a client trickling header bytes (slowloris) holds a socket no longer than that.
 * - request: the whole request, body included: a 10 MB upload at ~0.7 Mbit/s fits in 120 s; a
 *   client that trickles its body is cut then.
 * - keepAlive: an idle kept-alive connection lives 65 s, longer than nginx's upstream keepalive
 *   (60 s) and common load balancers' idle timeout (60 s), so the proxy always closes first and
 *   never sends a request on a connection the app is closing (which would be a 502).
 * - idle: a socket on which no byte moves either way for 60 s while a request is open (a client
 *   that stopped reading its answer) is closed; nginx's proxy_read_timeout is the same 60 s.
 */
export function timeoutsFromEnv(env = process.env) {
  const headers = millis("HTTP_HEADERS_TIMEOUT_MS", 20_000, env);
  const request = millis("HTTP_REQUEST_TIMEOUT_MS", 120_000, env);
  return {
    // Node refuses a header timeout longer than the request timeout (0 switches the latter off).
    headers: request > 0 ? Math.min(headers, request) : headers,
    request,
    keepAlive: millis("HTTP_KEEP_ALIVE_TIMEOUT_MS", 65_000, env),
    idle: millis("HTTP_IDLE_TIMEOUT_MS", 60_000, env),
  };
}

/**
 * One JSON line on stdout in the app logger's shape (lib/observability/logger.ts). Written by
 * hand: pino is bundled into the app's chunks and is not a module the standalone image carries.
 */
export function logLine(level, message, fields = {}) {
  process.stdout.write(
    `${JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, ...fields, msg: message })}\n`,
  );
}

const STATUS_FOR_CLIENT_ERROR = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/** A `.` or `..` path segment, also percent-encoded (`%2e`, `.%2E`). */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;
const DOT_SEGMENT_MESSAGE = "The address must not contain '.' or '..' segments; send the path as documented.";

/**
 * Next.js resolves `.` and `..` segments before it matches routes, so `POST /api/envelopes/./surrender`
 * reaches `/api/envelopes/[id]` with a method that route does not have, and Next answers a bare 405
 * with no body. No client of the API sends such a path on purpose, so it is refused here with the
 * API's own 400 (docs/api.md error shape) before Next sees it. Returns true when it answered.
 */
function refusedDotSegments(req, res) {
  const path = (req.url ?? "/").split("?")[0];
  if (!/^\/(api|v1)(\/|$)/.test(path) || !DOT_SEGMENT.test(path)) return false;
  const body = JSON.stringify({
    message: DOT_SEGMENT_MESSAGE,
    code: "validation_failed",
    issues: [{ path: "path", message: DOT_SEGMENT_MESSAGE }],
  });
  res.writeHead(400, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  });
  res.end(body);
  return true;
}

/**
 * A Node HTTP server that hands every request to `handle` after writing the resolved client
 * address into CLIENT_ADDRESS_HEADER (overwriting any copy the client sent).
 */
export function createFrontServer({ handle, env = process.env, log = logLine }) {
  const trustedProxies = trustedProxyCount(env.TRUST_PROXY);
  const timeouts = timeoutsFromEnv(env);
  globalThis[FRONT_SERVER_MARK] = true;

  const server = http.createServer(
    {
      headersTimeout: timeouts.headers,
      requestTimeout: timeouts.request,
      // Node checks the two timeouts above on this interval (30 s by default, which would let a
      // slow client stay that much longer than its limit).
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => {
      const address = resolveClientAddress({
        socketAddress: req.socket.remoteAddress,
        forwardedFor: req.headers["x-forwarded-for"],
        trustedProxies,
      });
      req.headers[CLIENT_ADDRESS_HEADER] = address;
      // A client that goes away before its answer is sent is not a server fault: info, not error.
      res.on("close", () => {
        if (!res.writableFinished)
          log("info", "client closed the connection before the answer was sent", {
            method: req.method,
            path: req.url?.split("?")[0],
            clientAddress: address,
          });
      });
      if (refusedDotSegments(req, res)) return;
      Promise.resolve(handle(req, res)).catch((error) => {
        log("error", "request handler failed", { err: String(error?.stack ?? error) });
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        } else res.destroy();
      });
    },
  );
  server.keepAliveTimeout = timeouts.keepAlive;
  server.timeout = timeouts.idle;

  // Malformed requests, header or request timeouts, resets before a request was read: the
  // client's doing, logged at info. With a listener here Node writes no answer itself.
  server.on("clientError", (error, socket) => {
    const code = error.code ?? "unknown";
    log("info", "client error", { code, clientAddress: socket.remoteAddress ?? "unknown" });
    if (code === "ECONNRESET" || !socket.writable) return socket.destroy();
    const status = STATUS_FOR_CLIENT_ERROR[code] ?? 400;
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  // No "timeout" listener: without one Node destroys a socket idle for server.timeout itself.

  return { server, timeouts, trustedProxies };
}
