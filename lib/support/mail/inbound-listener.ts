import { logger } from "@/lib/observability/logger";
import { startInboundSmtp, type InboundSmtp } from "./inbound-smtp";

/** 25 MB, what the large mail providers accept: ten files of 10 MB would not fit base64-encoded, two do. */
export const DEFAULT_INBOUND_MAX_BYTES = 25 * 1024 * 1024;

declare global {
  var __exportlySupportInbound: Promise<InboundSmtp | null> | undefined;
}

/**
 * Starts the inbound support mail listener when `SUPPORT_INBOUND_SMTP_PORT` is set (off by
 * default), once per process, in the process that runs the job workers: the web process in the
 * embedded default and whenever WORKERS_IN_WEB is not false, else `npm run worker`
 * (docs/support.md, "Email both ways"). Never throws: a listener that cannot start (the port
 * taken, the domain missing) is logged and the app runs on without it.
 */
export function startSupportInboundFromEnv(
  env: Record<string, string | undefined> = process.env,
): Promise<InboundSmtp | null> {
  globalThis.__exportlySupportInbound ??= startSupportInbound(env);
  return globalThis.__exportlySupportInbound;
}

/** The listener as the environment describes it, or null when it is off or cannot start (logged). */
export async function startSupportInbound(env: Record<string, string | undefined>): Promise<InboundSmtp | null> {
  const rawPort = env.SUPPORT_INBOUND_SMTP_PORT?.trim();
  if (!rawPort) return null;
  const port = Number(rawPort);
  const domain = env.SUPPORT_INBOUND_DOMAIN?.trim().toLowerCase() || null;
  const maxBytes = Number(env.SUPPORT_INBOUND_MAX_BYTES?.trim() || DEFAULT_INBOUND_MAX_BYTES);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    logger.error(
      { port: rawPort },
      "support inbound smtp: SUPPORT_INBOUND_SMTP_PORT is not a port number; not started",
    );
    return null;
  }
  if (!domain) {
    logger.error("support inbound smtp: SUPPORT_INBOUND_DOMAIN is not set; not started");
    return null;
  }
  if (!Number.isInteger(maxBytes) || maxBytes <= 0) {
    logger.error(
      { maxBytes: env.SUPPORT_INBOUND_MAX_BYTES },
      "support inbound smtp: SUPPORT_INBOUND_MAX_BYTES is not a byte count; not started",
    );
    return null;
  }
  try {
    // Imported here: the parser and the support operations load only where the listener runs.
    const { supportReplyHandler } = await import("./receive-reply");
    const listener = await startInboundSmtp({
      port,
      host: env.SUPPORT_INBOUND_SMTP_HOST?.trim() || "0.0.0.0",
      maxBytes,
      handler: supportReplyHandler,
      tlsKeyFile: env.SUPPORT_INBOUND_TLS_KEY_FILE?.trim() || undefined,
      tlsCertFile: env.SUPPORT_INBOUND_TLS_CERT_FILE?.trim() || undefined,
    });
    logger.info({ port: listener.port, domain, maxBytes }, "support inbound smtp listening");
    return listener;
  } catch (error) {
    logger.error({ port, error: String(error) }, "support inbound smtp: failed to start");
    return null;
  }
}
