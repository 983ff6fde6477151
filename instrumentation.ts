/** Runs once when the server starts: opens the database, applies migrations, bootstraps the admin. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before anything else: without SITE_URL in production the server does not start, and says why.
  const { exitUnlessSiteUrlConfigured } = await import("./lib/site/require-site-url");
  exitUnlessSiteUrlConfigured();
  const { bootstrap } = await import("./lib/platform/bootstrap");
  await bootstrap();
}
