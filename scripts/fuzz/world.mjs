// The fuzz world: a few accounts and one of each resource, made through the HTTP API before the
// fuzzing starts, so mutated requests carry real sessions and real ids and reach the validation
// and domain code behind the authorisation checks. Each resource that a fuzzed DELETE may remove
// has a spare, so the main one survives the run.
import { randomUUID } from "node:crypto";
import {
  PASSWORD,
  expectStatus,
  freshIp,
  issuedBill,
  login,
  pdfBytes,
  register,
  request,
  straightTransportDocument,
  verifiedUser,
} from "../cluster/api.mjs";

export { PASSWORD };

/**
 * Builds the world on the server at `base`, logged in as the admin `admin` ({ email, password }).
 * Answers the accounts (admin; a verified exporter `a`, a verified shipping line `b`, a verified
 * importer `c`; `u`, an unverified account for the account operations; `v`, the victim of the
 * admin operations) and their resources. Optional pieces that fail are left out with a warning.
 */
export async function buildWorld(base, admin, log) {
  const warn = (what, error) => log(`world: ${what} not created (${error.message.slice(0, 200)})`);
  const adminToken = await login(base, admin.email, admin.password);
  const [a, b, c] = await Promise.all([
    verifiedUser(base, adminToken, "exporter", "Fuzz Exports Private Limited"),
    verifiedUser(base, adminToken, "shipping_line", "Fuzz Lines Private Limited"),
    verifiedUser(base, adminToken, "importer", "Fuzz Imports Private Limited"),
  ]);
  const u = await register(base, { role: "exporter" });
  const v = await register(base, { role: "importer" });
  for (const user of [a, b, c, u, v]) user.password = PASSWORD;
  const world = {
    admin: { ...admin, token: adminToken, id: null },
    a,
    b,
    c,
    u,
    v,
    shipments: [],
    otherShipment: null,
    payments: [],
    contacts: [],
    products: [],
    ports: [],
    tokens: [],
    documents: [],
    pdfdocs: [],
    envelopes: [],
    envelopeChecksum: null,
    demoRequest: null,
    job: null,
    cursors: {},
  };
  const as = (user, method, path, options = {}) =>
    request(base, method, path, { token: user.token, headers: { "x-forwarded-for": freshIp() }, ...options });

  for (let i = 0; i < 2; i++) {
    const created = await expectStatus(
      201,
      as(a, "POST", "/api/shipments", {
        json: { reference: `FUZZ-${i}-${randomUUID().slice(0, 6)}`, templates: ["commercial_invoice", "packing_list"] },
      }),
    );
    world.shipments.push(created.shipment.id);
  }
  const [mainShipment] = world.shipments;
  world.otherShipment = (
    await expectStatus(
      201,
      as(b, "POST", "/api/shipments", { json: { reference: `FUZZ-B-${randomUUID().slice(0, 6)}` } }),
    )
  ).shipment.id;
  await expectStatus(
    200,
    as(a, "PUT", `/api/shipments/${mainShipment}/commercial_invoice`, {
      json: {
        data: {
          currency: "USD",
          lineItems: [{ description: "Cotton shirts", quantity: "10", unit: "PCS", unitPrice: "12.50" }],
        },
      },
    }),
  ).catch((e) => warn("document save", e));
  for (let i = 0; i < 2; i++) {
    await expectStatus(
      201,
      as(a, "POST", `/api/balances/shipments/${mainShipment}/payments`, {
        json: { amount: "100.25", currency: "USD", paymentDate: new Date().toISOString().slice(0, 10) },
      }),
    )
      .then((body) => world.payments.push(body.payment.id))
      .catch((e) => warn("payment", e));
    await expectStatus(
      201,
      as(a, "POST", "/api/contacts", { json: { data: { name: `Fuzz buyer ${i}`, country: "DE" } } }),
    )
      .then((body) => world.contacts.push(body.contact?.id ?? body.id))
      .catch((e) => warn("contact", e));
    await expectStatus(
      201,
      as(a, "POST", "/api/products", {
        json: { data: { description: `Fuzz shirt ${i}`, unitPrice: "12.50", currency: "USD" } },
      }),
    )
      .then((body) => world.products.push(body.product?.id ?? body.id))
      .catch((e) => warn("product", e));
    await expectStatus(201, as(a, "POST", "/api/ports", { json: { port: `Fuzz Port ${i}` } }))
      .then(() => world.ports.push(`Fuzz Port ${i}`))
      .catch((e) => warn("port", e));
    await expectStatus(201, as(a, "POST", "/api/users/me/tokens", { json: { name: `fuzz ${i}` } }))
      .then((body) => world.tokens.push(body.token.id))
      .catch((e) => warn("token", e));
    await expectStatus(
      201,
      as(a, "POST", "/api/document", {
        multipart: {
          fields: { shipment_id: mainShipment, documentType: "other" },
          file: { name: `fuzz-${i}.pdf`, mimeType: "application/pdf", buffer: pdfBytes(`fuzz ${i}`) },
        },
      }),
    )
      .then((body) => world.documents.push(body.document?.id ?? body.id))
      .catch((e) => warn("shipment document", e));
  }
  await expectStatus(200, as(u, "GET", "/api/pdfdocs"))
    .then(async () => {
      const uploaded = await expectStatus(
        201,
        as(u, "POST", "/api/pdfdocs", {
          multipart: {
            fields: { uid: u.id, documentType: "pan_card" },
            file: { name: "pan.pdf", mimeType: "application/pdf", buffer: pdfBytes("pan") },
          },
        }),
      );
      world.pdfdocs.push(uploaded.document?.id ?? uploaded.id ?? uploaded.pdfdoc?.id);
    })
    .catch((e) => warn("business document", e));
  await expectStatus(201, as(a, "POST", "/api/network", { json: { email: b.email } })).catch((e) =>
    warn("network invitation", e),
  );
  await expectStatus(201, as(a, "POST", "/api/network", { json: { email: v.email } })).catch((e) =>
    warn("network invitation", e),
  );
  await expectStatus(
    200,
    as(a, "PUT", "/api/shipments/share-users", {
      json: { shipmentId: mainShipment, email: b.email, forms: [{ name: "commercial_invoice", access: "read" }] },
    }),
  ).catch((e) => warn("share", e));

  try {
    const issued = await issuedBill(base, { carrier: b, shipper: a, consignee: c });
    world.envelopes.push(issued.id);
    world.envelopeChecksum = issued.lastEntryChecksum ?? null;
    for (let i = 0; i < 2; i++) {
      const draft = await expectStatus(
        201,
        as(a, "POST", "/api/envelopes", {
          json: { carrier: b.email, consignee: c.email, transportDocument: straightTransportDocument() },
        }),
      );
      world.envelopes.push(draft.envelope.id);
    }
  } catch (e) {
    warn("eBL", e);
  }

  await expectStatus(
    201,
    request(base, "POST", "/api/demo", {
      json: {
        fullName: "Fuzz Requester",
        company: "Fuzz Co",
        email: `demo-${randomUUID().slice(0, 6)}@example.com`,
        phone: "+91 98200 00000",
      },
      headers: { "x-forwarded-for": freshIp() },
    }),
  ).catch((e) => warn("demo request", e));
  const demo = await expectStatus(200, as(world.admin, "GET", "/api/admin/demo-requests")).catch(() => null);
  world.demoRequest = demo?.items?.[0]?.id ?? demo?.requests?.[0]?.id ?? demo?.demoRequests?.[0]?.id ?? null;
  const jobs = await expectStatus(200, as(world.admin, "GET", "/api/admin/jobs")).catch(() => null);
  const job = jobs?.failed?.[0] ?? jobs?.items?.[0] ?? jobs?.jobs?.[0];
  world.job = job ? { queue: job.queue ?? job.name, id: job.id } : null;
  const profile = await expectStatus(200, as(world.admin, "GET", "/api/auth/profile")).catch(() => null);
  world.admin.id = profile?.user?.id ?? profile?.id ?? null;

  // A real next-page cursor, for truncated and extended variants.
  const page = await expectStatus(200, as(a, "GET", "/api/shipments?limit=1")).catch(() => null);
  world.cursors.shipments = page?.nextCursor ?? null;
  return world;
}

/** Logs `user` in again when its session no longer works (an operation under fuzz may end it). */
export async function refreshSession(base, user, log) {
  const probe = await request(base, "GET", "/api/auth/profile", {
    token: user.token,
    headers: { "x-forwarded-for": freshIp() },
  });
  if (probe.status !== 401) return false;
  try {
    user.token = await login(base, user.email, user.password ?? PASSWORD);
    log(`session of ${user.email} had ended; logged in again`);
    return true;
  } catch (error) {
    log(`session of ${user.email} had ended and login failed: ${error.message.slice(0, 200)}`);
    return false;
  }
}
