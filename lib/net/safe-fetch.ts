import http from "node:http";
import https from "node:https";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";

/**
 * Outbound HTTP to addresses users gave us (carrier APIs, subscribers' callback URLs). Everything
 * goes through request-filtering-agent, which checks the address each connection actually
 * reaches (after DNS, so a name that resolves to 127.0.0.1 or 169.254.169.254 is caught, and a
 * DNS answer that changes between check and connect cannot slip past): private, loopback,
 * link-local and metadata addresses are refused unless `TRACKING_ALLOW_PRIVATE_URLS=true`
 * (tests and on-premises carriers). Redirects are never followed (a redirect is the other classic
 * way around the filter), the answer is capped and the whole exchange has a deadline.
 *
 * node:http rather than fetch: fetch (undici) takes no http.Agent, so the filter could not apply.
 */
export type SafeFetchOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Whole exchange, connect to last byte (default 10 s). */
  timeoutMs?: number;
  /** Answers above this are cut and refused (default 5 MB). */
  maxResponseBytes?: number;
};

export type SafeResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export class SafeFetchError extends Error {
  constructor(
    message: string,
    readonly reason: "blocked" | "timeout" | "too_large" | "network" | "bad_url",
  ) {
    super(message);
    this.name = "SafeFetchError";
  }
}

export const allowPrivateUrls = () => process.env.TRACKING_ALLOW_PRIVATE_URLS === "true";

const agents = new Map<string, http.Agent>();
function agentFor(protocol: "http:" | "https:"): http.Agent {
  const key = `${protocol}${allowPrivateUrls()}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = {
      // No idle sockets: a kept-alive connection the far end closed meanwhile fails the next request
      // with ECONNRESET, and these calls are minutes apart anyway.
      keepAlive: false,
      allowPrivateIPAddress: allowPrivateUrls(),
      allowMetaIPAddress: false,
      // Cloud metadata services (IPv4 link-local) stay out of reach even when private
      // addresses are allowed for an on-premises carrier.
      denyIPAddressList: ["169.254.0.0/16"],
    };
    agent = protocol === "https:" ? new RequestFilteringHttpsAgent(options) : new RequestFilteringHttpAgent(options);
    agents.set(key, agent);
  }
  return agent;
}

/** An http(s) URL without credentials, or a message saying what is wrong with it. */
export function outboundUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be an absolute URL, e.g. https://api.carrier.example/tnt.";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "must start with https:// (or http://).";
  if (url.username || url.password) return "must not carry a user name or password; use the API key field.";
  if (url.protocol === "http:" && !allowPrivateUrls() && process.env.NODE_ENV === "production")
    return "must use https://.";
  return null;
}

export function safeFetch(target: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return Promise.reject(new SafeFetchError(`Not a URL: ${target}`, "bad_url"));
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return Promise.reject(new SafeFetchError(`Only http and https URLs: ${url.protocol}`, "bad_url"));
  const maxBytes = options.maxResponseBytes ?? 5 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const client = url.protocol === "https:" ? https : http;
  return new Promise<SafeResponse>((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(wrap(error));
    };
    const headers: Record<string, string | number> = { "user-agent": "Exportly-Tracking/1", ...options.headers };
    if (options.body !== undefined) headers["content-length"] = Buffer.byteLength(options.body);
    const request = client.request(
      url,
      { method: options.method ?? "GET", headers, agent: agentFor(url.protocol as "http:" | "https:") },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            fail(new SafeFetchError(`The answer is larger than ${maxBytes} bytes.`, "too_large"));
            response.destroy();
            request.destroy();
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => {
          if (settled) return;
          settled = true;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) });
        });
        response.on("error", fail);
      },
    );
    request.setTimeout(timeoutMs, () => {
      fail(new SafeFetchError(`No answer within ${timeoutMs / 1000} s.`, "timeout"));
      request.destroy();
    });
    request.on("error", fail);
    request.end(options.body);
  });
}

function wrap(error: Error): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  // request-filtering-agent's refusal reads "DNS lookup … is not allowed. Because, It is private IP address."
  if (/is not allowed/i.test(error.message)) return new SafeFetchError(error.message, "blocked");
  return new SafeFetchError(error.message, "network");
}
