// `npm run test:cluster`: checks that only hold when Exportly runs as several instances on shared
// state, against the cluster of ./cluster.mjs (two web instances behind nginx). A check
// that needs a piece not merged yet is skipped with the reason printed. docs/cluster.md says what
// each check proves.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import pg from "pg";
import {
  expectStatus,
  freshIp,
  issuedBill,
  login,
  PASSWORD,
  pdfBytes,
  proveAddressesThrough,
  register,
  request,
  verifiedUser,
} from "./api.mjs";
import { buildOnce, CLUSTER_ADMIN, features, startCluster, stopOnSignals } from "./cluster.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** The configured sign-in limit: failures per account (and per address) in the window (lib/auth/throttle.ts). */
const SIGN_IN_LIMIT = Number(process.env.CLUSTER_SIGNIN_LIMIT ?? 10);

buildOnce((...args) => console.log("[cluster]", ...args));

let cluster;
let A, B, lb, adminToken, db;

before(
  async () => {
    cluster = await startCluster();
    // New accounts prove their address with the mailed code, as people do (docs/accounts.md).
    proveAddressesThrough(cluster.smtp);
    stopOnSignals(cluster.stop);
    [A, B] = cluster.instances.map((i) => i.url);
    lb = cluster.url;
    console.log(
      `[cluster] nginx ${lb} → ${cluster.instances.map((i) => i.url).join(", ")}; worker: ${cluster.worker ? "yes" : "none"}; ` +
        `blob store: ${features.s3 ? "S3 (s3rver), one FILES_DIR per instance" : "shared FILES_DIR"}; ` +
        `Redis: ${cluster.redisUrl ?? "none"}`,
    );
    adminToken = await login(lb, CLUSTER_ADMIN.email, CLUSTER_ADMIN.password);
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
  },
  { timeout: 240_000 },
);

after(async () => {
  await db?.end().catch(() => {});
  await cluster?.stop();
});

describe("the cluster", () => {
  it("nginx spreads requests over both instances (round robin)", async () => {
    const upstreams = new Set();
    for (let i = 0; i < 6; i++) {
      const res = await request(lb, "GET", "/api/health/live");
      assert.equal(res.status, 200);
      upstreams.add(res.headers["x-upstream"]);
    }
    assert.deepEqual(
      [...upstreams].sort(),
      cluster.instances.map((i) => `127.0.0.1:${i.port}`),
    );
  });

  it("a: a session revoked on instance A is refused at once on instance B", async () => {
    const user = await register(A);
    await expectStatus(200, request(B, "GET", "/api/auth/profile", { token: user.token }));
    const logout = await request(A, "POST", "/api/auth/logout", { token: user.token, json: {} });
    assert.ok(logout.status >= 200 && logout.status < 300, `logout answered ${logout.status}`);
    const onB = await request(B, "GET", "/api/auth/profile", { token: user.token });
    assert.equal(onB.status, 401, "instance B still accepts the revoked session");
    const throughNginx = await request(lb, "GET", "/api/auth/profile", { token: user.token });
    assert.equal(throughNginx.status, 401);
    // A fresh sign-in still works on either.
    const again = await login(B, user.email, PASSWORD);
    await expectStatus(200, request(A, "GET", "/api/auth/profile", { token: again }));
  });

  it(
    "b: 100 concurrent conflicting eBL transfers over both instances: exactly one winner, a linear chain",
    { timeout: 180_000 },
    async () => {
      const [carrier, shipper, consignee] = await Promise.all([
        verifiedUser(lb, adminToken, "shipping_line", "Cluster Lines Private Limited"),
        verifiedUser(lb, adminToken, "exporter", "Cluster Exports Private Limited"),
        verifiedUser(lb, adminToken, "importer", "Cluster Imports Private Limited"),
      ]);
      // 100 recipients through the real register endpoint, marked verified as an admin's approval leaves
      // them (the full KYC path ran above for the three parties; 100 of it would only slow the check).
      const recipients = [];
      for (let i = 0; i < 100; i += 20)
        recipients.push(
          ...(await Promise.all(
            Array.from({ length: 20 }, (_, j) => register(lb, { role: "importer", firstName: `Recipient${i + j}` })),
          )),
        );
      await db.query("UPDATE users SET verification_state = 'verified' WHERE id = ANY($1::uuid[])", [
        recipients.map((r) => r.id),
      ]);
      const bill = await issuedBill(lb, { carrier, shipper, consignee });

      const results = await Promise.all(
        recipients.map((recipient, i) =>
          request(i % 2 === 0 ? A : B, "POST", `/api/envelopes/${bill.id}/endorse`, {
            token: shipper.token,
            json: {
              actionCode: "TRANSFER",
              recipient: recipient.email,
              expectedLastEntryChecksum: bill.lastEntryChecksum,
            },
            timeoutMs: 120_000,
          }),
        ),
      );
      const statuses = results.map((r) => r.status);
      const winners = results.filter((r) => r.status === 200);
      assert.equal(winners.length, 1, `statuses: ${JSON.stringify(count(statuses))}`);
      assert.equal(statuses.filter((s) => s === 409).length, 99, `statuses: ${JSON.stringify(count(statuses))}`);
      const winner = winners[0].body;
      for (const loser of results.filter((r) => r.status === 409)) {
        assert.equal(loser.body.code, "conflict");
        assert.equal(loser.body.lastEntryChecksum, winner.entry.checksum);
      }
      const { rows } = await db.query(
        "SELECT action_code, previous_checksum, checksum, recipient_id FROM envelope_entries WHERE envelope_id = $1 ORDER BY sequence",
        [bill.id],
      );
      assert.deepEqual(
        rows.map((r) => r.action_code),
        ["ISSUE", "TRANSFER"],
      );
      assert.equal(rows[0].previous_checksum, null);
      assert.equal(rows[1].previous_checksum, rows[0].checksum);
      assert.equal(rows[1].recipient_id, winner.envelope.possessor.id);
      const { rows: audits } = await db.query(
        "SELECT count(*)::int AS n FROM audit_log WHERE action = 'ebl.transferred' AND entity_id = $1",
        [bill.id],
      );
      assert.equal(audits[0].n, 1, "one audit entry for the one transfer");
      // Each instance verifies the chain the other helped write, with the one shared signing key.
      for (const base of [A, B]) {
        const verified = await expectStatus(
          200,
          request(base, "GET", `/api/envelopes/${bill.id}/verify`, {
            token: shipper.token,
            headers: { "x-forwarded-for": freshIp() },
          }),
        );
        assert.equal(verified.valid, true, JSON.stringify(verified.checks));
      }
    },
  );

  it(
    features.s3
      ? "c: a file uploaded through instance A downloads through instance B (S3 on s3rver, no shared FILES_DIR)"
      : "c: a file uploaded through instance A downloads through instance B (shared FILES_DIR; S3 once lib/storage/s3-blob-store.ts exists)",
    async () => {
      const user = await register(lb);
      const shipment = await expectStatus(
        201,
        request(A, "POST", "/api/shipments", {
          token: user.token,
          json: { reference: `CLUSTER-${Date.now()}`, templates: ["commercial_invoice"] },
        }),
      );
      const bytes = pdfBytes("cluster-upload");
      const uploaded = await expectStatus(
        201,
        request(A, "POST", "/api/document", {
          token: user.token,
          multipart: {
            fields: { shipment_id: shipment.shipment.id, documentType: "Lab test report" },
            file: { name: "lab-report.pdf", mimeType: "application/pdf", buffer: bytes },
          },
        }),
      );
      const download = await request(B, "GET", `/api/document/${uploaded.document.id}`, { token: user.token });
      assert.equal(download.status, 200);
      assert.equal(download.headers["content-type"], "application/pdf");
      assert.ok(download.bytes.equals(bytes), "the bytes downloaded differ from the bytes uploaded");
      if (features.s3) {
        const { readdirSync } = await import("node:fs");
        const walk = (d) =>
          readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(`${d}/${e.name}`) : [e.name]));
        const filesOnDisk = cluster.filesDirs.flatMap((d) => {
          try {
            return walk(d);
          } catch {
            return [];
          }
        });
        assert.deepEqual(filesOnDisk, [], "with S3 nothing may be written to an instance's FILES_DIR");
        assert.ok(walk(cluster.s3.directory).length > 0, "s3rver holds no object");
      }
    },
  );

  it(
    `d: sign-in failures alternating between A and B are counted together (limit ${SIGN_IN_LIMIT}; ` +
      `${features.sharedLimits ? "lib/limits" : "today's PostgreSQL counter, lib/auth/throttle.ts"})`,
    async () => {
      const user = await register(lb);
      const ip = freshIp();
      const statuses = [];
      for (let i = 0; i < SIGN_IN_LIMIT + 1; i++) {
        const res = await request(i % 2 === 0 ? A : B, "POST", "/api/auth/login", {
          json: { email: user.email, password: "Wrong-Password-1" },
          headers: { "x-forwarded-for": ip },
        });
        statuses.push(res.status);
      }
      assert.deepEqual(statuses, [...Array(SIGN_IN_LIMIT).fill(401), 429]);
      // Now even the right password is refused from that address, on either instance: the count is
      // per account-and-address pair, shared by both instances.
      for (const base of [A, B]) {
        const res = await request(base, "POST", "/api/auth/login", {
          json: { email: user.email, password: PASSWORD },
          headers: { "x-forwarded-for": ip },
        });
        assert.equal(res.status, 429);
        assert.ok(Number(res.headers["retry-after"]) > 0);
      }
      // The owner at another address is not locked out by failures from this one (docs/limits.md).
      const elsewhere = await request(B, "POST", "/api/auth/login", {
        json: { email: user.email, password: PASSWORD },
        headers: { "x-forwarded-for": freshIp() },
      });
      assert.equal(elsewhere.status, 200);
    },
  );

  it(
    features.worker
      ? "e: every mail job ran once: no Message-ID reached the SMTP server twice"
      : "e: every mail went out once: no Message-ID reached the SMTP server twice (sent by the instances until scripts/worker.ts exists)",
    async () => {
      // Mail goes out from jobs after the request answered: wait until nothing new arrives for 3 s.
      let seen = -1;
      for (let waited = 0; waited < 60_000 && seen !== cluster.smtp.messages.length; waited += 3000) {
        seen = cluster.smtp.messages.length;
        await sleep(3000);
      }
      const ids = cluster.smtp.messages.map((m) => m.messageId);
      assert.ok(ids.length > 0, "no mail reached the SMTP server");
      assert.ok(
        ids.every((id) => id),
        "a message without Message-ID",
      );
      const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
      assert.deepEqual(duplicates, [], `${duplicates.length} duplicate Message-IDs`);
    },
  );
});

function count(values) {
  return values.reduce((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});
}
