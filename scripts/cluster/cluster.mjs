// The cluster harness: Exportly as several stateless web instances (scripts/server/server.mjs, and
// a worker, once the job queue exists) on one PostgreSQL database, one Redis database and one
// S3-compatible store, behind nginx as a round-robin load balancer. Used by `npm run
// demo:cluster`, `npm run test:cluster` and `npm run bench:cluster`. Everything it starts is a
// child process or an in-process server, and `stop()` ends them all (also on failure and on Ctrl-C).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from "jose";
import pg from "pg";
import { startMailCatcher } from "./mail-catcher.mjs";
import S3rver from "s3rver";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Pieces of the multi-instance work that land separately: each check that needs one looks here first. */
export const features = {
  /** The pg-boss job queue and its worker process (mail is sent by jobs). */
  worker: fs.existsSync(path.join(root, "scripts", "worker.ts")),
  /** Rate limits shared through Redis (rate-limiter-flexible) when REDIS_URL is set. */
  sharedLimits: fs.existsSync(path.join(root, "lib", "limits")),
  /** The S3 blob store, chosen by S3_BUCKET. */
  s3: fs.existsSync(path.join(root, "lib", "storage", "s3-blob-store.ts")),
};

export const CLUSTER_ADMIN = { email: "admin@cluster.exportly.test", password: "Cluster-Admin-Passphrase-7" };

const DEFAULTS = {
  /** nginx listens on the first port; instance i on firstPort + 1 + i. */
  firstPort: Number(process.env.CLUSTER_PORT ?? 3340),
  smtpPort: Number(process.env.CLUSTER_SMTP_PORT ?? 2640),
  s3Port: Number(process.env.CLUSTER_S3_PORT ?? 4640),
  pgAdminUrl: process.env.CLUSTER_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  redisUrl: process.env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379/4",
  dbPrefix: "exportly_cluster",
};

/** `npm run build` unless CLUSTER_SKIP_BUILD=1 asks to reuse the build in .next. */
export function buildOnce(log = console.log) {
  if (process.env.CLUSTER_SKIP_BUILD === "1" && fs.existsSync(path.join(root, ".next", "BUILD_ID"))) {
    log("reusing the production build in .next (CLUSTER_SKIP_BUILD=1)");
    return;
  }
  log("building (npm run build)…");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/** One Ed25519 eBL signing key in EBL_SIGNING_KEYS form: every instance must sign with the same key. */
async function signingKeys() {
  const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return JSON.stringify([{ ...jwk, kid, alg: "EdDSA", createdAt: new Date().toISOString() }]);
}

async function adminQuery(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database; answers its URL. */
export async function createDatabase(adminUrl, name) {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl, name) {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** Answers when something accepts TCP connections on host:port (Redis, here), false after a short wait. */
function reachable(port, host = "127.0.0.1") {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, timeout: 1000 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

/**
 * s3rver keeps each key prefix as a folder and removes a folder when its last object is deleted; a
 * PutObject into that folder at the same moment then fails with ENOENT inside s3rver (an uncaught
 * exception in this process). Uploads are staged under tmp/ and deleted once committed, so tmp/
 * empties all the time under concurrent uploads. A plain file (not an s3rver object, so no listing
 * shows it) keeps the folders the blob store writes to. Real S3 has no folders and no such race.
 */
function keepS3rverFolders(bucketDir) {
  for (const folder of ["tmp", "blobs"]) {
    fs.mkdirSync(path.join(bucketDir, folder), { recursive: true });
    fs.writeFileSync(path.join(bucketDir, folder, ".keep"), "");
  }
}

/** A child process in its own process group, its output kept (and shown with a prefix when `echo`). */
function startChild(name, command, args, { env, echo }) {
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const output = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (data) => {
      const text = String(data);
      output.push(text);
      if (output.length > 400) output.splice(0, 200);
      if (echo) for (const line of text.split("\n").filter(Boolean)) console.log(`[${name}] ${line}`);
    });
  }
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { name, child, output, exited };
}

/** SIGTERM to the whole process group (a child may have started others), SIGKILL if it has not gone in 10 s. */
export async function stopChild(proc, signal = "SIGTERM") {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const send = (sig) => {
    try {
      process.kill(-proc.child.pid, sig);
    } catch {
      // the group is gone already
    }
  };
  send(signal);
  const timer = setTimeout(() => send("SIGKILL"), 10_000);
  await proc.exited;
  clearTimeout(timer);
  // Children of the group (next's forked server) may outlive the leader by a moment.
  send("SIGKILL");
}

export async function waitForHealth(url, proc, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null))
      throw new Error(`${proc.name} exited before it was healthy:\n${proc.output.join("")}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} not healthy within ${timeoutMs / 1000} s:\n${proc?.output.join("") ?? ""}`);
}

/** nginx.conf: one round-robin upstream of the instances; every path nginx writes stays in `dir`. */
export function nginxConfig({ dir, port, upstreams }) {
  return `# Generated by scripts/cluster/cluster.mjs: a round-robin load balancer in front of the instances.
worker_processes 1;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # The app refuses uploads over 10 MB itself (413 with its own message); nginx must not refuse first.
  client_max_body_size 12m;
  upstream exportly {
${upstreams.map((u) => `    server ${u} max_fails=0;`).join("\n")}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://exportly;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The instances trust one proxy hop (TRUST_PROXY=1): the last entry is the address nginx saw.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_request_buffering off;
      proxy_buffering off;
      proxy_read_timeout 120s;
      # A write must never be sent twice: nginx retries only requests that did not reach an instance.
      proxy_next_upstream error;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/**
 * Starts the cluster. `instances`: how many web instances (default 2). Answers the addresses,
 * the recorded mail and `stop()`. The caller builds first (buildOnce).
 */
export async function startCluster(options = {}) {
  const settings = { ...DEFAULTS, ...options };
  const instanceCount = settings.instances ?? 2;
  const echo = settings.echo ?? process.env.CLUSTER_ECHO === "1";
  const log = settings.log ?? ((...args) => console.log("[cluster]", ...args));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-cluster-"));
  const dbName = `${settings.dbPrefix}_${Date.now()}_${process.pid}`;
  const started = { procs: [], smtp: null, s3: null, db: false };

  let stopping = null;
  const stop = () =>
    (stopping ??= (async () => {
      const nginx = started.procs.find((p) => p.name === "nginx");
      // The balancer first (no new requests), then the worker and the instances.
      if (nginx) await stopChild(nginx, "SIGQUIT");
      await Promise.all(started.procs.filter((p) => p !== nginx).map((p) => stopChild(p)));
      await started.smtp?.close().catch(() => {});
      await started.s3?.close().catch(() => {});
      if (started.db && !settings.keepDatabase) await dropDatabase(settings.pgAdminUrl, dbName).catch(() => {});
      if (!settings.keepDir) fs.rmSync(dir, { recursive: true, force: true });
    })());

  try {
    const databaseUrl = await createDatabase(settings.pgAdminUrl, dbName);
    started.db = true;
    log(`database ${dbName}`);

    started.smtp = await startMailCatcher(settings.smtpPort);
    const s3Dir = path.join(dir, "s3");
    fs.mkdirSync(s3Dir);
    started.s3 = new S3rver({
      port: settings.s3Port,
      address: "127.0.0.1",
      directory: s3Dir,
      silent: true,
      configureBuckets: [{ name: "exportly-cluster" }],
    });
    await started.s3.run();
    keepS3rverFolders(path.join(s3Dir, "exportly-cluster"));

    const redisUrl = new URL(settings.redisUrl);
    const redisUp = await reachable(Number(redisUrl.port || 6379), redisUrl.hostname);
    if (!redisUp) log(`Redis does not answer at ${settings.redisUrl}: REDIS_URL is left unset`);
    else if (features.sharedLimits) {
      // Counters of an earlier run in the same Redis database would throttle this one.
      const { default: Redis } = await import("ioredis");
      const redis = new Redis(settings.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect();
      await redis.flushdb();
      redis.disconnect();
    }

    const ports = Array.from({ length: instanceCount }, (_, i) => settings.firstPort + 1 + i);
    const sharedFilesDir = path.join(dir, "files");
    const baseEnv = {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: databaseUrl,
      // nginx appends the address it saw; in front of it the test client plays the proxy that names
      // the client (each test sends its own X-Forwarded-For, so per-address limits such as the 20
      // registrations an hour do not end the run): two trusted hops.
      TRUST_PROXY: "2",
      SMTP_URL: `smtp://127.0.0.1:${settings.smtpPort}`,
      MAIL_FROM: "Exportly <no-reply@cluster.exportly.test>",
      ADMIN_EMAIL: CLUSTER_ADMIN.email,
      ADMIN_PASSWORD: CLUSTER_ADMIN.password,
      SITE_URL: `http://127.0.0.1:${settings.firstPort}`,
      EBL_SIGNING_KEYS: await signingKeys(),
      S3_BUCKET: "exportly-cluster",
      S3_ENDPOINT: `http://127.0.0.1:${settings.s3Port}`,
      S3_REGION: "us-east-1",
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      ...(redisUp ? { REDIS_URL: settings.redisUrl } : {}),
      ...(features.worker ? { WORKERS_IN_WEB: "false" } : {}),
    };
    delete baseEnv.PGLITE_DIR;
    // With the S3 driver every instance gets a directory of its own, so a file can only cross
    // instances through S3; without it, the instances share one directory (one machine only).
    const filesDir = (i) => (features.s3 ? path.join(dir, `files-${i}`) : sharedFilesDir);

    const serverScript = path.join(root, "scripts", "server", "server.mjs");
    const instances = [];
    const startInstance = (i) => {
      const port = ports[i];
      const proc = startChild(`web-${i + 1}`, process.execPath, [serverScript, "-p", String(port), "-H", "127.0.0.1"], {
        env: { ...baseEnv, PORT: String(port), FILES_DIR: filesDir(i) },
        echo,
      });
      started.procs.push(proc);
      const instance = { name: proc.name, port, url: `http://127.0.0.1:${port}`, proc };
      instances.push(instance);
      return instance;
    };
    // The first instance migrates the fresh database at boot; the others start once it is healthy,
    // so two migrators never race on an empty schema.
    const first = startInstance(0);
    await waitForHealth(first.url, first.proc);
    const rest = ports.slice(1).map((_, i) => startInstance(i + 1));
    await Promise.all(rest.map((instance) => waitForHealth(instance.url, instance.proc)));

    let worker = null;
    if (features.worker) {
      const tsx = path.join(root, "node_modules", ".bin", "tsx");
      worker = startChild("worker", tsx, ["scripts/worker.ts"], {
        env: { ...baseEnv, FILES_DIR: filesDir(instanceCount) },
        echo,
      });
      started.procs.push(worker);
    }

    const nginxDir = path.join(dir, "nginx");
    fs.mkdirSync(nginxDir);
    const conf = path.join(nginxDir, "nginx.conf");
    fs.writeFileSync(
      conf,
      nginxConfig({ dir: nginxDir, port: settings.firstPort, upstreams: ports.map((p) => `127.0.0.1:${p}`) }),
    );
    const nginxBin = fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
    const nginx = startChild(
      "nginx",
      nginxBin,
      [
        "-e",
        path.join(nginxDir, "nginx-error.log"),
        "-p",
        nginxDir,
        "-c",
        conf,
        "-g",
        `daemon off; pid ${nginxDir}/nginx.pid;`,
      ],
      { env: process.env, echo },
    );
    started.procs.push(nginx);
    const url = `http://127.0.0.1:${settings.firstPort}`;
    await waitForHealth(url, nginx, 15_000);

    return {
      url,
      instances,
      worker,
      nginx,
      databaseUrl,
      dbName,
      dir,
      redisUrl: redisUp ? settings.redisUrl : null,
      s3: { endpoint: baseEnv.S3_ENDPOINT, bucket: baseEnv.S3_BUCKET, directory: s3Dir },
      filesDirs: instances.map((_, i) => filesDir(i)),
      smtp: started.smtp,
      features,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Stops the cluster on Ctrl-C / SIGTERM, then exits (130 / 143). */
export function stopOnSignals(stop) {
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ]) {
    process.once(signal, () => {
      console.log(`\n[cluster] ${signal}: stopping…`);
      stop().finally(() => process.exit(code));
    });
  }
}
