import { ensureAdmin } from "@/lib/accounts/ensure-admin";
import { getDbHandle } from "@/lib/db/client";
import { assertSigningKeysCoverChain } from "@/lib/ebl/check-signing-keys";
import { jobsState, workersInProcess } from "@/lib/jobs/boss";
import { installShutdown } from "@/lib/jobs/shutdown";
import { logger } from "@/lib/observability/logger";
import { startSupportInboundFromEnv } from "@/lib/support/mail/inbound-listener";

/** Start-up work: the database is opened and migrated here, not on the first request. */
export async function bootstrap(): Promise<void> {
  const started = Date.now();
  const handle = await getDbHandle();
  logger.info({ driver: handle.driver, ms: Date.now() - started }, "database ready");
  try {
    await assertSigningKeysCoverChain(handle.db);
  } catch (error) {
    // Serving on would sign with a new key and leave every existing eBL unverifiable: stop here,
    // loudly (the message says which key is missing and where to restore it).
    logger.fatal({ error: String(error) }, "eBL signing keys: refusing to start");
    process.exit(1);
  }
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = process.env;
  if (email && password) {
    try {
      const { outcome, message } = await ensureAdmin({ db: handle.db, email, password });
      if (outcome === "refused") logger.error({ email, outcome }, message);
      else logger.info({ email, outcome }, message);
    } catch (error) {
      logger.error({ error: String(error) }, "admin bootstrap failed");
    }
  }
  installShutdown("web");
  // The in-process worker (docs/jobs.md); WORKERS_IN_WEB=false leaves the jobs to `npm run worker`,
  // and this instance then starts the queue on its first enqueue only.
  if (workersInProcess()) await startJobsLogged();
  // The inbound support mail listener runs where the workers run (docs/support.md, "Email both ways").
  if (workersInProcess()) await startSupportInboundFromEnv();
}

async function startJobsLogged(): Promise<void> {
  const started = Date.now();
  try {
    const state = jobsState();
    await state.boss;
    await state.workersStarted;
    logger.info({ ms: Date.now() - started }, "job workers started");
  } catch (error) {
    logger.error({ error: String(error) }, "job queue failed to start");
  }
}
