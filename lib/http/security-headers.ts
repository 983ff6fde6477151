/**
 * The security headers of every answer (docs/security.md): one place that builds the
 * Content-Security-Policy of pages, API answers and files we serve for framing, plus the
 * headers every answer carries. Pages get theirs in proxy.ts (it makes the per-request nonce),
 * API answers in the route wrapper (lib/http/route.ts), static files in next.config.ts.
 */

/** How long browsers keep to HTTPS once they have seen it: one year, as the HSTS preload list asks. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Features the app never uses; a page script (ours or injected) cannot turn them on. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** Headers that do not depend on what the answer is: the same for pages, API answers and files. */
export function baseSecurityHeaders(): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    // Full URL to our own pages, only the origin to others, nothing on a downgrade to HTTP:
    // invitation and share links never leak their path to another site.
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
  };
}

export const HSTS_VALUE = `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`;

/**
 * Is this answer going out over HTTPS: the request came over TLS, a proxy in front says so
 * (X-Forwarded-Proto), or the site's public address is https. HSTS sent over plain HTTP is ignored
 * by browsers, so a forged X-Forwarded-Proto gains nothing.
 */
export function servedOverHttps(headers: Headers, url: URL): boolean {
  if (url.protocol === "https:") return true;
  if (headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https") return true;
  return (process.env.SITE_URL?.trim() ?? "").toLowerCase().startsWith("https://");
}

/** A fresh nonce per page request: 128 random bits, base64 (what CSP's nonce-source accepts). */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The policy of an HTML page. Scripts: only those carrying this request's nonce (Next.js puts it
 * on its own scripts and inline payloads when it finds it in the request's CSP header) and what
 * they load ('strict-dynamic': the chunk loader and Swagger UI's `next/script` tag). 'self' is a
 * fallback for browsers without 'strict-dynamic' only. Styles allow inline: React `style` props
 * and Recharts write style attributes, which nonces cannot cover; style injection cannot run script.
 * frame-src 'self': the PDF previews frame our own /api PDFs. Development needs 'unsafe-eval'
 * (React rebuilds server stacks with eval); production never gets it.
 */
export function pageContentSecurityPolicy(
  nonce: string,
  options: { development?: boolean; https?: boolean; tileOrigin?: string } = {},
): string {
  const tiles = options.tileOrigin ?? mapTileOrigin(process.env.MAP_TILE_URL) ?? "";
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ""}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // Only over HTTPS: on plain http://localhost it would rewrite our own asset URLs to https and break them.
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The origin the tracking map loads its tiles from when `MAP_TILE_URL` names another host
 * (docs/tracking.md): the page policy allows images from it and from nowhere else. A template on
 * our own origin (`/tiles/{z}/{x}/{y}.png`), none, or one that is not an http(s) URL adds nothing.
 */
export function mapTileOrigin(template: string | undefined): string | undefined {
  const value = template?.trim();
  if (!value || !/^https?:\/\//i.test(value)) return undefined;
  try {
    // Leaflet's placeholders ({s}, {z}, {x}, {y}, {r}) are not valid in a URL: fill them in first.
    const origin = new URL(value.replace(/\{s\}/g, "a").replace(/\{[a-z]+\}/gi, "0")).origin;
    // "{s}.tiles.example.com" rotates over subdomains a, b, c…: allow them all.
    return /^https?:\/\/\{s\}\./i.test(value) ? origin.replace("//a.", "//*.") : origin;
  } catch {
    return undefined;
  }
}

/** An API answer is data, never a document: it may load nothing and be framed by nobody. */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * A file we serve inline for our own pages to frame (PDF previews, verification documents).
 * Only frame-ancestors: the browser's PDF viewer runs inside the framed document, and a
 * `default-src 'none'`/`object-src 'none'` there stops Chromium from showing the PDF at all.
 * The bytes are only ever PDF or images, decided from the bytes, and sent with nosniff.
 */
export const FRAMEABLE_FILE_CONTENT_SECURITY_POLICY = "frame-ancestors 'self'";

/**
 * Sets the security headers on an answer, keeping a Content-Security-Policy it already has
 * (a framed PDF sets its own). Used by the route wrapper for every API answer.
 */
export function applySecurityHeaders(
  target: Headers,
  { contentSecurityPolicy, https }: { contentSecurityPolicy: string; https: boolean },
): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders())) target.set(name, value);
  if (!target.has("content-security-policy")) target.set("content-security-policy", contentSecurityPolicy);
  if (https) target.set("strict-transport-security", HSTS_VALUE);
}
