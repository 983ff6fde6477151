import { afterEach, describe, expect, it, vi } from "vitest";
import { exitUnlessSiteUrlConfigured, siteUrlProblem } from "./require-site-url";

afterEach(() => vi.restoreAllMocks());

describe("SITE_URL at start", () => {
  it("refuses to start in production without it, and names the variable", () => {
    // Next.js would only log a throw from instrumentation and serve on, broken: the process must end.
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const stderr = vi.spyOn(console, "error").mockImplementation(() => undefined);
    exitUnlessSiteUrlConfigured({ NODE_ENV: "production" });
    expect(exit).toHaveBeenCalledWith(1);
    expect(stderr).toHaveBeenCalledWith(expect.stringMatching(/^Exportly cannot start: SITE_URL is not set/));
    exit.mockClear();
    exitUnlessSiteUrlConfigured({ NODE_ENV: "production", SITE_URL: "https://exportly.example" });
    expect(exit).not.toHaveBeenCalled();
    expect(siteUrlProblem({ NODE_ENV: "production", SITE_URL: "  " })).toMatch(/SITE_URL is not set/);
  });

  it("refuses an address that is not an http(s) URL", () => {
    expect(siteUrlProblem({ NODE_ENV: "production", SITE_URL: "exportly.example" })).toMatch(/not a URL/);
    expect(siteUrlProblem({ NODE_ENV: "production", SITE_URL: "ftp://exportly.example" })).toMatch(/http or https/);
  });

  it("accepts a public address in production, and anything outside production", () => {
    expect(siteUrlProblem({ NODE_ENV: "production", SITE_URL: "https://exportly.example" })).toBeNull();
    expect(siteUrlProblem({ NODE_ENV: "development" })).toBeNull();
    expect(siteUrlProblem({ NODE_ENV: "test" })).toBeNull();
  });
});
