// `npm run demo:cluster`: the cluster of scripts/cluster/cluster.mjs for people to try. Prints the
// address and what runs where; Ctrl-C stops everything (and drops the demo database).
import { buildOnce, CLUSTER_ADMIN, startCluster, stopOnSignals } from "./cluster.mjs";

buildOnce();
const cluster = await startCluster({ echo: process.env.CLUSTER_ECHO === "1" });
stopOnSignals(cluster.stop);

const lines = [
  "",
  `Exportly cluster: open ${cluster.url}  (nginx, round robin; the X-Upstream response header names the instance)`,
  "",
  ...cluster.instances.map((i) => `  ${i.name.padEnd(8)} web server      ${i.url}  (pid ${i.proc.child.pid})`),
  cluster.worker
    ? `  worker   npx tsx scripts/worker.ts   (pid ${cluster.worker.child.pid}; WORKERS_IN_WEB=false in the instances)`
    : "  worker   none yet (scripts/worker.ts does not exist: the instances send mail themselves)",
  `  nginx    load balancer   ${cluster.url}  (config ${cluster.dir}/nginx/nginx.conf)`,
  `  db       PostgreSQL      ${cluster.databaseUrl}  (dropped at the end)`,
  `  redis    ${cluster.redisUrl ?? "not reachable: REDIS_URL unset"}`,
  `  s3       s3rver          ${cluster.s3.endpoint}  bucket ${cluster.s3.bucket}  (${cluster.features.s3 ? "used by the S3 blob store" : "not used yet: files in the shared FILES_DIR " + cluster.filesDirs[0]})`,
  `  smtp     smtp-server     127.0.0.1:${cluster.smtp.port}  (mail is accepted and counted here)`,
  "",
  `  admin    ${CLUSTER_ADMIN.email} / ${CLUSTER_ADMIN.password}`,
  "",
  "Ctrl-C stops everything.",
];
console.log(lines.join("\n"));
setInterval(() => {}, 1 << 30);
