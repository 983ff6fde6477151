// The last word of `npm test`, and the banner `test:integration:postgres` prints when it skips.
// Without TEST_DATABASE_URL the integration suite runs on PGlite only. That is enough for a
// newcomer to run the suite (the exit code stays 0), but the PostgreSQL run is what CI and
// production rely on (row locks, concurrent transactions, a pool), so its absence must be
// impossible to miss: a banner where it is skipped and again at the very end.
//
//   node scripts/test-summary.mjs            final summary (last step of `npm test`)
//   node scripts/test-summary.mjs --skipped  the banner alone, at the point of skipping

const skipped = !process.env.TEST_DATABASE_URL;
const colour = process.stderr.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);

function banner(lines) {
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const rule = "!".repeat(width);
  const body = lines.map((line) => `! ${line.padEnd(width - 4)} !`);
  return ["", rule, ...body, rule, ""].map((line) => paint("1;30;43", line)).join("\n");
}

const SKIPPED = [
  "POSTGRESQL RUN SKIPPED",
  "",
  "TEST_DATABASE_URL is not set, so the integration suite ran on PGlite only.",
  "Concurrency, row locks and the connection pool were NOT tested on PostgreSQL.",
  "",
  "Run it with a database you can drop, for example:",
  "  createdb -h 127.0.0.1 -U postgres exportly_test",
  "  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/exportly_test npm run test:integration:postgres",
];

if (process.argv.includes("--skipped")) {
  console.error(banner(SKIPPED));
} else if (skipped) {
  console.error(banner(["npm test: everything that ran passed, BUT:", "", ...SKIPPED]));
} else {
  const database = new URL(process.env.TEST_DATABASE_URL).pathname.slice(1);
  console.error(
    paint("1;32", `\nnpm test: all passed, the integration suite on PGlite and on PostgreSQL (${database}).\n`),
  );
}
