/**
 * SITE_URL is the public address every link we hand out is built from: the QR code of a finalised
 * PDF, mail links, the sitemap. It must never come from the request (its Host header is the
 * client's to write), so in production the server refuses to start without a usable one.
 * Returns the reason it is unusable, or null when all is well.
 */
export function siteUrlProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NODE_ENV !== "production") return null;
  const raw = env.SITE_URL?.trim();
  if (!raw) {
    return "SITE_URL is not set. In production it is required: it is the public address in PDF verification links, mail links and the sitemap (for example SITE_URL=https://exportly.example.com).";
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `SITE_URL is not a URL: "${raw}". Give the public address, for example https://exportly.example.com.`;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return `SITE_URL must be an http or https address, not "${raw}".`;
  }
  return null;
}

/**
 * Called first at server start (instrumentation.ts). Next.js only logs an error thrown there and
 * keeps serving, broken; so this says why on stderr and ends the process: the server does not start.
 */
export function exitUnlessSiteUrlConfigured(env: NodeJS.ProcessEnv = process.env): void {
  const problem = siteUrlProblem(env);
  if (!problem) return;
  console.error(`Exportly cannot start: ${problem}`);
  process.exit(1);
}
