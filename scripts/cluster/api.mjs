// HTTP helpers for the cluster and crash tests: plain node:http (so a request can leave from a
// chosen loopback address), JSON in and out, bearer tokens, and the few account journeys the
// checks need. Everything goes through the real HTTP API of a running server.
import { randomUUID } from "node:crypto";
import http from "node:http";
// TypeScript through tsx (every script that loads this file runs with `node --import tsx`).
import { sampleTransportDocument } from "../../test/ebl-documents.ts";

export const PASSWORD = "Cluster-Horse-Battery-9";
const rand = () => Math.floor(Math.random() * 254) + 1;
/** A client address for X-Forwarded-For on direct requests to an instance (it trusts one hop). */
export const freshIp = () => `10.${rand()}.${rand()}.${rand()}`;
export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@cluster.exportly.test`;

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * One request. Answers { status, headers, body (parsed JSON when it is JSON), bytes }.
 * `json` sends a JSON body; `multipart` a form ({ fields, file: { name, mimeType, buffer } }).
 */
export function request(base, method, path, { token, json, multipart, headers = {}, localAddress, timeoutMs } = {}) {
  const url = new URL(path, base);
  let body = null;
  const sent = { ...headers };
  if (token) sent.authorization = `Bearer ${token}`;
  if (json !== undefined) {
    body = Buffer.from(JSON.stringify(json));
    sent["content-type"] = "application/json";
  } else if (multipart) {
    const boundary = `----exportly${randomUUID()}`;
    const parts = [];
    for (const [name, value] of Object.entries(multipart.fields ?? {}))
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    if (multipart.file) {
      const { name, mimeType, buffer } = multipart.file;
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${mimeType}\r\n\r\n`,
        ),
        buffer,
        Buffer.from("\r\n"),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    body = Buffer.concat(parts);
    sent["content-type"] = `multipart/form-data; boundary=${boundary}`;
  }
  if (body) sent["content-length"] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers: sent, agent: localAddress ? undefined : agent, localAddress, timeout: timeoutMs },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          let parsed = null;
          if ((res.headers["content-type"] ?? "").includes("json") && bytes.length) {
            try {
              parsed = JSON.parse(bytes.toString("utf8"));
            } catch {
              parsed = null;
            }
          }
          resolve({ status: res.statusCode, headers: res.headers, body: parsed, bytes });
        });
      },
    );
    req.on("error", reject);
    req.on("timeout", () => req.destroy(new Error(`${method} ${path}: timed out`)));
    req.end(body ?? undefined);
  });
}

/** `request` that throws unless the status is the expected one; answers the parsed body. */
export async function expectStatus(expected, promise) {
  const res = await promise;
  if (res.status !== expected)
    throw new Error(`expected ${expected}, got ${res.status}: ${res.bytes.toString("utf8").slice(0, 400)}`);
  return res.body;
}

let mailCatcher = null;

/**
 * Where confirmation mails arrive (scripts/cluster/mail-catcher.mjs): from then on every account
 * `register` makes proves its address with the mailed code, as a person would, so it can receive
 * shares, connections and eBLs (docs/accounts.md).
 */
export function proveAddressesThrough(catcher) {
  mailCatcher = catcher;
}

/** Registers a fresh user (its address proven when a mail catcher is set); answers { id, email, token, role }. */
export async function register(base, { role = "exporter", firstName = "Asha", lastName = "Verma", email } = {}) {
  const account = { email: email ?? uniqueEmail(role), password: PASSWORD, firstName, lastName, role };
  const body = await expectStatus(
    201,
    request(base, "POST", "/api/auth/register", { json: account, headers: { "x-forwarded-for": freshIp() } }),
  );
  if (mailCatcher) {
    const code = await mailCatcher.codeFor(account.email);
    await expectStatus(200, request(base, "POST", "/api/auth/verify-email", { token: body.token, json: { code } }));
  }
  return { id: body.user.id, email: account.email, token: body.token, role };
}

/**
 * `a` invites `b` to its network and `b` approves: a draft may name only accounts that already
 * work with its creator (docs/ebl.md). An invitation already sent either way (409) is approved by
 * whichever side received it; one already answered (409 again) is left as it is.
 */
export async function connect(base, a, b) {
  const invited = await request(base, "POST", "/api/network", { token: a.token, json: { email: b.email } });
  if (invited.status !== 201 && invited.status !== 409)
    throw new Error(`invitation: expected 201, got ${invited.status}: ${invited.bytes.toString("utf8").slice(0, 400)}`);
  for (const [invitee, inviter] of [
    [b, a],
    [a, b],
  ]) {
    const approved = await request(base, "PATCH", "/api/network", {
      token: invitee.token,
      json: { email: inviter.email, status: "CONNECTED" },
    });
    if (approved.status === 200 || approved.status === 409) return;
    if (approved.status !== 404)
      throw new Error(
        `approval: expected 200, got ${approved.status}: ${approved.bytes.toString("utf8").slice(0, 400)}`,
      );
  }
  throw new Error(`no invitation between ${a.email} and ${b.email} to approve`);
}

export async function login(base, email, password, headers = { "x-forwarded-for": freshIp() }) {
  return (await expectStatus(200, request(base, "POST", "/api/auth/login", { json: { email, password }, headers })))
    .token;
}

/** Minimal but real PDF bytes (the server sniffs the content). */
export const pdfBytes = (label) =>
  Buffer.from(`%PDF-1.4\n% ${label} ${randomUUID()}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`);

const KYC_DOCUMENT_TYPES = [
  "certificate_of_incorporation",
  "gst_certificate",
  "iec_certificate",
  "pan_card",
  "address_proof",
  "signatory_id",
];

/** The house business fixture (e2e/fixtures/kyc.ts), under the given legal name. */
const business = (legalName, signatory) => ({
  legalName,
  entityType: "private_limited",
  country: "IN",
  address: { line1: "12 Marine Drive", city: "Mumbai", state: "Maharashtra", postalCode: "400001" },
  gstin: "27AAPFU0939F1ZV",
  pan: "AAPFU0939F",
  iec: "AAPFU0939F",
  signatory: { name: signatory.name, designation: "Director", email: signatory.email },
});

/**
 * A business verified the way production verifies one, through the HTTP API: registration, the
 * six KYC documents, the business details, then an admin's approval (`adminToken`).
 */
export async function verifiedUser(base, adminToken, role, legalName) {
  const user = await register(base, { role });
  for (const documentType of KYC_DOCUMENT_TYPES) {
    await expectStatus(
      201,
      request(base, "POST", "/api/pdfdocs", {
        token: user.token,
        multipart: {
          fields: { uid: user.id, documentType },
          file: { name: `${documentType}.pdf`, mimeType: "application/pdf", buffer: pdfBytes(documentType) },
        },
      }),
    );
  }
  await expectStatus(
    200,
    request(base, "PUT", "/api/users/verify", {
      token: user.token,
      json: business(legalName, { name: "Asha Verma", email: user.email }),
    }),
  );
  await expectStatus(
    200,
    request(base, "POST", `/api/admin/verifications/${user.id}/approve`, { token: adminToken, json: {} }),
  );
  return { ...user, legalName };
}

/** A complete straight DCSA 3.0.3 TransportDocument: the test suites' own (the server writes the parties). */
export const straightTransportDocument = () => sampleTransportDocument();

/** The shipper connects with both, drafts a straight bill to `consignee`, the carrier issues it: answers the issued envelope. */
export async function issuedBill(base, { carrier, shipper, consignee }) {
  await connect(base, shipper, carrier);
  await connect(base, shipper, consignee);
  const created = await expectStatus(
    201,
    request(base, "POST", "/api/envelopes", {
      token: shipper.token,
      json: { carrier: carrier.email, consignee: consignee.email, transportDocument: straightTransportDocument() },
    }),
  );
  const issued = await expectStatus(
    200,
    request(base, "POST", `/api/envelopes/${created.envelope.id}/issue`, { token: carrier.token, json: {} }),
  );
  return issued.envelope;
}
