import { ensureAdmin } from "@/lib/accounts/ensure-admin";
import { getDbHandle } from "@/lib/db/client";

/** Start-up work: the database is opened and migrated here, not on the first request. */
export async function bootstrap(): Promise<void> {
  const started = Date.now();
  const handle = await getDbHandle();
  console.info(
    JSON.stringify({ level: "info", msg: "database ready", driver: handle.driver, ms: Date.now() - started }),
  );
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = process.env;
  if (email && password) {
    try {
      const outcome = await ensureAdmin({ db: handle.db, email, password });
      console.info(JSON.stringify({ level: "info", msg: `admin bootstrap: ${outcome}`, email }));
    } catch (error) {
      console.error(JSON.stringify({ level: "error", msg: "admin bootstrap failed", error: String(error) }));
    }
  }
}
