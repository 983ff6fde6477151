/** Runs once when the server starts: opens the database, applies migrations, bootstraps the admin. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { bootstrap } = await import("./lib/platform/bootstrap");
  await bootstrap();
}
