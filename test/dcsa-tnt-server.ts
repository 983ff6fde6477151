import { createHmac, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { dcsaEventIssues } from "@/lib/tracking/dcsa/validate";

/**
 * A small DCSA Track & Trace 2.2 carrier platform on real HTTP, in the test process: `GET
 * /v2/events` (reference filters, `limit`, cursor pagination with `Next-Page`), and the
 * subscription calls. Every event it answers is validated against the DCSA 2.2 schema first (a
 * fixture that drifts from the standard fails the test, not the code under test). `push()` sends
 * its events to the subscribers the way DCSA-Event-Core does: signed JSON arrays.
 */
export type CarrierSubscription = {
  subscriptionID: string;
  callbackUrl: string;
  secret: string;
  body: Record<string, unknown>;
};
export type ReceivedRequest = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

export type DcsaTntServer = {
  url: string;
  events: Record<string, unknown>[];
  subscriptions: Map<string, CarrierSubscription>;
  requests: ReceivedRequest[];
  /** When set, requests without `API-Key: <apiKey>` get 401. */
  apiKey: string | null;
  /** Page size when the client asks for more (forces pagination in tests). */
  pageSize: number;
  /** Pushes `events` to every subscriber; resolves with each callback's status. */
  push: (events: Record<string, unknown>[]) => Promise<number[]>;
  close: () => Promise<void>;
};

const refsOf = (event: Record<string, unknown>) => {
  const docs = Array.isArray(event.documentReferences) ? (event.documentReferences as Record<string, unknown>[]) : [];
  return {
    tdr: docs.filter((d) => d.documentReferenceType === "TRD").map((d) => d.documentReferenceValue),
    bkg: docs.filter((d) => d.documentReferenceType === "BKG").map((d) => d.documentReferenceValue),
    eq: event.equipmentReference,
  };
};

export async function startDcsaTntServer(): Promise<DcsaTntServer> {
  const state = {
    events: [] as Record<string, unknown>[],
    subscriptions: new Map<string, CarrierSubscription>(),
    requests: [] as ReceivedRequest[],
    apiKey: null as string | null,
    pageSize: 100,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      state.requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      const url = new URL(req.url ?? "/", "http://carrier.test");
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { "content-type": "application/json", "api-version": "2.2.0", ...headers });
        res.end(JSON.stringify(value));
      };
      if (state.apiKey && req.headers["api-key"] !== state.apiKey) return json(401, { message: "Unknown API key." });
      if (req.method === "GET" && url.pathname === "/v2/events") {
        const tdr = url.searchParams.get("transportDocumentReference");
        const bkg = url.searchParams.get("carrierBookingReference");
        const eq = url.searchParams.get("equipmentReference");
        const matching = state.events.filter((e) => {
          const r = refsOf(e);
          if (tdr && !r.tdr.includes(tdr)) return false;
          if (bkg && !r.bkg.includes(bkg)) return false;
          if (eq && r.eq !== eq) return false;
          return true;
        });
        const limit = Math.min(Number(url.searchParams.get("limit") ?? 100) || 100, state.pageSize);
        const offset = Number(Buffer.from(url.searchParams.get("cursor") ?? "", "base64url").toString() || 0);
        const page = matching.slice(offset, offset + limit);
        for (const [i, event] of page.entries()) {
          const issues = dcsaEventIssues(event, `[${offset + i}]`);
          if (issues.length > 0) throw new Error(`DCSA test server fixture is not DCSA 2.2: ${JSON.stringify(issues)}`);
        }
        const headers: Record<string, string> = {};
        if (offset + limit < matching.length) {
          const next = new URL(`${serverUrl}/v2/events`);
          for (const [k, v] of url.searchParams) if (k !== "cursor") next.searchParams.set(k, v);
          next.searchParams.set("cursor", Buffer.from(String(offset + limit)).toString("base64url"));
          headers["next-page"] = next.toString();
        }
        return json(200, page, headers);
      }
      if (req.method === "POST" && url.pathname === "/v2/event-subscriptions") {
        const parsed = JSON.parse(body) as Record<string, unknown>;
        const secret = String(parsed.secret ?? "");
        const bytes = Buffer.from(secret, "base64");
        if (typeof parsed.callbackUrl !== "string" || bytes.length < 32 || bytes.length > 64)
          return json(400, { message: "callbackUrl and a secret of 32–64 bytes are required." });
        const subscriptionID = randomUUID();
        const { secret: _omit, ...rest } = parsed;
        state.subscriptions.set(subscriptionID, {
          subscriptionID,
          callbackUrl: parsed.callbackUrl,
          secret,
          body: rest,
        });
        return json(201, { subscriptionID, ...rest });
      }
      const secretMatch = /^\/v2\/event-subscriptions\/([^/]+)\/secret$/.exec(url.pathname);
      if (req.method === "PUT" && secretMatch) {
        const sub = state.subscriptions.get(decodeURIComponent(secretMatch[1]!));
        if (!sub) return json(404, { message: "No such subscription." });
        sub.secret = String((JSON.parse(body) as Record<string, unknown>).secret ?? "");
        res.writeHead(204).end();
        return;
      }
      const idMatch = /^\/v2\/event-subscriptions\/([^/]+)$/.exec(url.pathname);
      if (req.method === "DELETE" && idMatch) {
        const existed = state.subscriptions.delete(decodeURIComponent(idMatch[1]!));
        res.writeHead(existed ? 204 : 404).end();
        return;
      }
      json(404, { message: "Not found." });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: serverUrl,
    get events() {
      return state.events;
    },
    set events(value) {
      state.events = value;
    },
    subscriptions: state.subscriptions,
    requests: state.requests,
    get apiKey() {
      return state.apiKey;
    },
    set apiKey(value) {
      state.apiKey = value;
    },
    get pageSize() {
      return state.pageSize;
    },
    set pageSize(value) {
      state.pageSize = value;
    },
    async push(events) {
      const statuses: number[] = [];
      for (const sub of state.subscriptions.values()) {
        const body = JSON.stringify(events);
        const signature = createHmac("sha256", Buffer.from(sub.secret, "base64")).update(body).digest("hex");
        const response = await fetch(sub.callbackUrl, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "notification-signature": `sha256=${signature}`,
            "subscription-id": sub.subscriptionID,
            "api-version": "2.2.0",
          },
          body,
        });
        statuses.push(response.status);
      }
      return statuses;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
