// `node scripts/landing-screenshots.mjs` (run by `npm run build` after `next build`): screenshots of
// real screens for the landing page, written to public/landing/*.webp.
//
// It builds nothing. It starts the production build in .next on a temporary PGlite directory,
// seeds three demo companies (scripts/landing-seed.ts), then, through the app's own HTTP API,
// connects them, creates shipments with a filled commercial invoice, drafts and issues an eBL and
// endorses it to the bank. Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) driven by
// playwright-core (never a downloaded browser) opens the dashboard, the document editor and the eBL
// with its chain as the people who would see them, and Chromium's own encoder turns each
// screenshot into WebP. Without Chromium (or for the standalone Docker build, or with
// SKIP_LANDING_SCREENSHOTS=1) it changes nothing and the committed images are used.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";

const root = process.cwd();
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const OUT_DIR = path.join(root, "public", "landing");
/** The size of every screenshot, in CSS pixels; components/landing/content.ts declares the same. */
const VIEWPORT = { width: 1280, height: 800 };
const WEBP_QUALITY = 0.8;

const log = (...args) => console.log("[landing-screenshots]", ...args);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function skipReason() {
  if (process.env.SKIP_LANDING_SCREENSHOTS === "1") return "SKIP_LANDING_SCREENSHOTS=1";
  if (process.env.NEXT_OUTPUT === "standalone") return "standalone build (next start cannot serve it)";
  if (!fs.existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`;
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(env, base) {
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [nextBin, "start", "-p", env.PORT, "-H", "127.0.0.1"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const output = [];
  child.stdout.on("data", (d) => output.push(String(d)));
  child.stderr.on("data", (d) => output.push(String(d)));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output.join("")}`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return child;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  await stopServer(child);
  throw new Error(`the app did not become healthy within 120 s:\n${output.join("")}`);
}

async function stopServer(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  try {
    process.kill(-child.pid, "SIGTERM"); // our own process group: next start and its workers
  } catch {
    child.kill("SIGTERM");
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // gone
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

/** A small client of the app's HTTP API for one signed-in account. */
function apiClient(base, token) {
  return async function api(method, pathname, body, expected = [200, 201, 204]) {
    const response = await fetch(new URL(pathname, base), {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!expected.includes(response.status)) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}

async function signIn(base, account) {
  const response = await fetch(new URL("/api/auth/login", base), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (response.status !== 200) throw new Error(`login ${account.email}: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

const party = (name, address, city, postalCode, country, extra = {}) => ({
  name,
  address,
  city,
  postalCode,
  country,
  ...extra,
});

/** The demo trade: four shipments of a garment exporter, one of them with an eBL now held by its bank. */
async function seedThroughApi(base, accounts) {
  const tokens = {};
  for (const [key, account] of Object.entries(accounts)) tokens[key] = await signIn(base, account);
  const exporter = apiClient(base, tokens.exporter);
  const carrier = apiClient(base, tokens.carrier);
  const bank = apiClient(base, tokens.bank);

  // The exporter works with its shipping line and its bank.
  for (const [other, otherApi] of [
    ["carrier", carrier],
    ["bank", bank],
  ]) {
    await exporter("POST", "/api/network", { email: accounts[other].email });
    await otherApi("PATCH", "/api/network", { email: accounts.exporter.email, status: "CONNECTED" });
  }

  const shipments = [
    {
      reference: "SG-2611-HAM",
      consignee: ["Hanseatic Textile Imports GmbH", "Grosse Elbstrasse 145", "Hamburg", "22767", "DE"],
      pod: "DEHAM",
      lines: [
        ["Men's cotton shirts", "620520", "2400", "12.50"],
        ["Denim trousers", "620342", "1200", "18.75"],
      ],
    },
    {
      reference: "SG-2611-RTM",
      consignee: ["Van Dijk Mode B.V.", "Wilhelminakade 91", "Rotterdam", "3072 AP", "NL"],
      pod: "NLRTM",
      lines: [["Linen scarves", "621420", "5000", "4.20"]],
    },
    {
      reference: "SG-2610-NYC",
      consignee: ["Hudson Apparel LLC", "350 Fifth Avenue", "New York", "10118", "US"],
      pod: "USNYC",
      lines: [
        ["Women's cotton dresses", "620442", "1800", "21.00"],
        ["Cotton T-shirts", "610910", "6000", "3.35"],
      ],
    },
    {
      reference: "SG-2610-DXB",
      consignee: ["Al Noor Trading LLC", "Sheikh Zayed Road", "Dubai", "00000", "AE"],
      pod: "AEJEA",
      lines: [["Silk sarees", "500720", "300", "64.00"]],
    },
  ];
  const created = [];
  for (const [index, s] of shipments.entries()) {
    const { shipment } = await exporter("POST", "/api/shipments", {
      reference: s.reference,
      templates: ["commercial_invoice", "packing_list", "certificate_of_origin"],
    });
    const full = {
      invoiceNumber: `SG/INV/${2026_118 + index}`,
      invoiceDate: "2026-11-18",
      paymentTerms: "30% advance, balance against documents",
      exporter: party(
        "Shakti Garments Private Limited",
        "Plot 42, MIDC Industrial Area, Andheri East",
        "Mumbai",
        "400093",
        "IN",
        {
          taxId: "27AAPFU0939F1ZV",
        },
      ),
      consignee: party(...s.consignee),
      transportMode: "sea",
      portOfLoading: { code: "INNSA" },
      portOfDischarge: { code: s.pod },
      vessel: "MAERSK SELETAR",
      voyage: "402E",
      countryOfOrigin: "IN",
      currency: "USD",
      lineItems: s.lines.map(([description, hsCode, quantity, unitPrice]) => ({
        description,
        hsCode,
        quantity,
        unit: "PCS",
        unitPrice,
        packageKind: "Cartons",
        originCountry: "IN",
      })),
    };
    // The whole invoice; should a field's rules have changed, the goods alone still make a real screen.
    try {
      await exporter("PUT", `/api/shipments/${shipment.id}/commercial_invoice`, { data: full });
    } catch (error) {
      log(`a full invoice was refused (${error.message.slice(0, 200)}); saving the goods only`);
      await exporter("PUT", `/api/shipments/${shipment.id}/commercial_invoice`, {
        data: { currency: full.currency, lineItems: full.lineItems },
      });
    }
    created.push(shipment.id);
  }

  // The eBL: drafted by the carrier for the first shipment, issued to the exporter, endorsed to the bank.
  const { envelope } = await carrier("POST", "/api/envelopes", {
    carrier: accounts.carrier.email,
    shipper: accounts.exporter.email,
    transportDocument: transportDocument("BOLN2611HAM0042"),
  });
  const issued = (await carrier("POST", `/api/envelopes/${envelope.id}/issue`, {})).envelope;
  await exporter("POST", `/api/envelopes/${envelope.id}/endorse`, {
    actionCode: "ENDORSE_TO_ORDER",
    recipient: accounts.bank.email,
    expectedLastEntryChecksum: issued.lastEntryChecksum,
  });
  return { tokens, shipmentId: created[0], envelopeId: envelope.id };
}

/** A complete DCSA 3.0 transport document (to order, shipped on board, Nhava Sheva to Hamburg). */
function transportDocument(reference) {
  return {
    transportDocumentReference: reference,
    transportDocumentTypeCode: "BOL",
    isShippedOnBoardType: true,
    freightPaymentTermCode: "PRE",
    isElectronic: true,
    isToOrder: true,
    numberOfOriginalsWithCharges: 1,
    numberOfOriginalsWithoutCharges: 0,
    shippedOnBoardDate: "2026-11-20",
    termsAndConditions: "Carried subject to the carrier's standard terms and conditions of carriage.",
    receiptTypeAtOrigin: "CY",
    deliveryTypeAtDestination: "CY",
    cargoMovementTypeAtOrigin: "FCL",
    cargoMovementTypeAtDestination: "FCL",
    carrierCode: "BOLN",
    carrierCodeListProvider: "SMDG",
    invoicePayableAt: { UNLocationCode: "INNSA" },
    partyContactDetails: [{ name: "Export desk", email: "export.desk@blue-ocean-lines.example" }],
    documentParties: {
      issuingParty: { partyName: "Carrier", address: { street: "1 Harbour Road", city: "Mumbai", countryCode: "IN" } },
    },
    consignmentItems: [
      {
        carrierBookingReference: "BKG88231",
        descriptionOfGoods: ["Men's cotton shirts"],
        HSCodes: ["620520"],
        cargoItems: [
          {
            equipmentReference: "MSKU1234565",
            cargoGrossWeight: { value: 720, unit: "KGM" },
            outerPackaging: { numberOfPackages: 120, description: "Cartons" },
          },
        ],
      },
    ],
    utilizedTransportEquipments: [
      {
        equipment: { equipmentReference: "MSKU1234565", ISOEquipmentCode: "22G1" },
        isShipperOwned: false,
        seals: [{ number: "SEAL4471" }],
      },
    ],
    transports: {
      plannedDepartureDate: "2026-11-22",
      plannedArrivalDate: "2026-12-20",
      portOfLoading: { UNLocationCode: "INNSA" },
      portOfDischarge: { UNLocationCode: "DEHAM" },
      vesselVoyages: [{ vesselName: "MAERSK SELETAR", carrierExportVoyageNumber: "402E" }],
    },
  };
}

/** Waits until the screen has settled: no start-up overlay, no skeleton or busy region, no request in flight. */
async function settled(page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"], .overlay, [data-skeleton]') &&
      document.fonts.status === "loaded" &&
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 20_000 },
  );
  await sleep(300);
}

/** PNG bytes → WebP bytes, with the browser's own encoder (no image package needed). */
async function toWebp(converter, png) {
  const dataUrl = await converter.evaluate(
    async ({ b64, quality }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${b64}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext("2d").drawImage(image, 0, 0);
      return canvas.toDataURL("image/webp", quality);
    },
    { b64: png.toString("base64"), quality: WEBP_QUALITY },
  );
  if (!dataUrl.startsWith("data:image/webp;base64,")) throw new Error("this Chromium cannot encode WebP");
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

async function main() {
  const reason = skipReason();
  if (reason) {
    log(`skipped: ${reason}; the committed images in public/landing/ are used.`);
    return;
  }
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID")))
    throw new Error("no production build in .next: run `next build` first (this script builds nothing)");

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "exportly-landing-"));
  const port = String(await freePort());
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: port,
    SITE_URL: base,
    PGLITE_DIR: path.join(scratch, "db"),
    FILES_DIR: path.join(scratch, "files"),
    EBL_KEYS_DIR: path.join(scratch, "keys"),
  };
  for (const name of [
    "DATABASE_URL",
    "SMTP_URL",
    "S3_BUCKET",
    "REDIS_URL",
    "EBL_SIGNING_KEYS",
    "ADMIN_EMAIL",
    "ADMIN_PASSWORD",
  ])
    delete env[name];

  let server;
  let browser;
  try {
    log("seeding the demo companies");
    const seed = spawnSync(process.execPath, ["--import", "tsx", "scripts/landing-seed.ts"], {
      cwd: root,
      env,
      encoding: "utf8",
    });
    if (seed.status !== 0) throw new Error(`landing-seed failed:\n${seed.stderr}`);
    const accounts = JSON.parse(seed.stdout.trim().split("\n").at(-1));

    server = await startServer(env, base);
    log(`app on ${base}; creating the demo trade through the API`);
    const demo = await seedThroughApi(base, accounts);

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
    });
    const converter = await browser.newPage();
    const shots = [
      { file: "shipments.webp", as: "exporter", path: "/exportdocs" },
      { file: "document-editor.webp", as: "exporter", path: `/exportdocs/${demo.shipmentId}/commercial_invoice` },
      // Scrolled so the end of the bill and its chain of signed entries are in view.
      { file: "ebl.webp", as: "bank", path: `/ebills/${demo.envelopeId}`, showEnd: "#timeline-heading" },
    ];
    fs.mkdirSync(OUT_DIR, { recursive: true });
    for (const shot of shots) {
      const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, reducedMotion: "reduce" });
      await context.addCookies([{ name: "exportly_session", value: demo.tokens[shot.as], url: base }]);
      const page = await context.newPage();
      await page.goto(new URL(shot.path, base).toString());
      await settled(page);
      if (shot.showEnd) {
        await page.evaluate((selector) => {
          const section = document.querySelector(selector)?.closest("section") ?? document.querySelector(selector);
          if (!section) throw new Error(`${selector} is not on the page`);
          section.scrollIntoView({ block: "end" });
          window.scrollBy(0, 32);
        }, shot.showEnd);
        await sleep(300);
      }
      const png = await page.screenshot({ type: "png" });
      const webp = await toWebp(converter, png);
      fs.writeFileSync(path.join(OUT_DIR, shot.file), webp);
      log(`${shot.file}: ${shot.path} as the ${shot.as}, ${(webp.length / 1024).toFixed(0)} KB`);
      await context.close();
    }
  } finally {
    if (browser) await browser.close();
    await stopServer(server);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error("[landing-screenshots]", error);
  process.exit(1);
});
