import { ensureAdmin } from "@/lib/accounts/ensure-admin";
import { getDbHandle } from "@/lib/db/client";
import { jobsState, workersInProcess } from "@/lib/jobs/boss";
import { installShutdown } from "@/lib/jobs/shutdown";

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
  installShutdown("web");
  // The in-process worker (docs/jobs.md); WORKERS_IN_WEB=false leaves the jobs to `npm run worker`,
  // and this instance then starts the queue on its first enqueue only.
  if (workersInProcess()) await startJobsLogged();
}

async function startJobsLogged(): Promise<void> {
  const started = Date.now();
  try {
    const state = jobsState();
    await state.boss;
    await state.workersStarted;
    console.info(JSON.stringify({ level: "info", msg: "job workers started", ms: Date.now() - started }));
  } catch (error) {
    console.error(JSON.stringify({ level: "error", msg: "job queue failed to start", error: String(error) }));
  }
}
