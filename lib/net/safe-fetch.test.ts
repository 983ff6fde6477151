import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { outboundUrlProblem, safeFetch, SafeFetchError } from "./safe-fetch";

let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/redirect") {
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data" }).end();
      return;
    }
    if (req.url === "/big") {
      res.writeHead(200).end(Buffer.alloc(2048, 97));
      return;
    }
    res.writeHead(200, { "content-type": "text/plain" }).end("hello");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  delete process.env.TRACKING_ALLOW_PRIVATE_URLS;
});

describe("safeFetch", () => {
  it("refuses loopback and private addresses by default, whatever the name resolves to", async () => {
    await expect(safeFetch(`${url}/`)).rejects.toMatchObject({ reason: "blocked" });
    await expect(safeFetch(`http://localhost:${new URL(url).port}/`)).rejects.toMatchObject({ reason: "blocked" });
    await expect(safeFetch("http://10.0.0.1:1/", { timeoutMs: 2000 })).rejects.toBeInstanceOf(SafeFetchError);
  });

  it("reaches them with TRACKING_ALLOW_PRIVATE_URLS=true, never follows a redirect, and caps the answer", async () => {
    process.env.TRACKING_ALLOW_PRIVATE_URLS = "true";
    const ok = await safeFetch(`${url}/`);
    expect(ok.status).toBe(200);
    expect(ok.body.toString()).toBe("hello");
    const redirect = await safeFetch(`${url}/redirect`);
    expect(redirect.status).toBe(302);
    await expect(safeFetch(`${url}/big`, { maxResponseBytes: 1024 })).rejects.toMatchObject({ reason: "too_large" });
  });

  it("refuses the metadata address even when private addresses are allowed", async () => {
    process.env.TRACKING_ALLOW_PRIVATE_URLS = "true";
    await expect(safeFetch("http://169.254.169.254/latest/meta-data", { timeoutMs: 2000 })).rejects.toMatchObject({
      reason: "blocked",
    });
  });

  it("names what is wrong with a URL", () => {
    expect(outboundUrlProblem("ftp://x.example")).toMatch(/https/);
    expect(outboundUrlProblem("https://user:pw@x.example")).toMatch(/password/);
    expect(outboundUrlProblem("not a url")).toMatch(/absolute URL/);
    expect(outboundUrlProblem("https://api.carrier.example/tnt")).toBeNull();
  });
});
