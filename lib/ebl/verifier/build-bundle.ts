/**
 * Builds real, signed eBL bundles without a database, for the verifier's tests, the bench and the
 * /verify page's end-to-end test. Each step is decided by rules.decide (the same table the API
 * uses) and signed with signJson, so a bundle from here is what the platform would export.
 * Node only (it generates keys through lib/ebl/keys); never imported by the browser.
 */
import { importJWK } from "jose";
import { canonicalChecksum, sha256Hex } from "../chain/checksum";
import {
  EBL_PLATFORM,
  PARTY_CODE_LIST,
  type ChainEntryPayload,
  type ChainParty,
  type ChainTransaction,
  type EblBundle,
  type PublicJwk,
} from "../chain/format";
import { signJson } from "../chain/sign";
import { generateStoredKey, type SigningAlg, type SigningKey } from "../keys";
import { availableActions, decide, draftState, impliedRecipient, type ControlState, type EblAction } from "../rules";

export type TestKey = { signer: SigningKey; publicJwk: PublicJwk };
export type TestParty = { id: string; name: string };
export type Step = { action: EblAction; actor: string; recipient?: string | null; comments?: string };

export async function generateTestKey(alg: SigningAlg = "EdDSA"): Promise<TestKey> {
  const stored = await generateStoredKey(alg);
  const { kty, kid, crv, x, n, e } = stored;
  const publicJwk = Object.fromEntries(
    Object.entries({ kty, kid, alg, use: "sig", crv, x, n, e }).filter(([, v]) => v !== undefined),
  ) as PublicJwk;
  return { signer: { kid, alg, privateKey: (await importJWK(stored, alg)) as CryptoKey }, publicJwk };
}

/** Carrier, shipper, consignee (or first endorsee) and three more traders, with fixed ids. */
export const TEST_PARTIES = {
  carrier: { id: "0190a6c1-0000-7000-8000-00000000ca01", name: "Blue Anchor Lines Ltd" },
  shipper: { id: "0190a6c1-0000-7000-8000-00000000a001", name: "Shimla Spice Exports Pvt Ltd" },
  consignee: { id: "0190a6c1-0000-7000-8000-00000000b001", name: "Müller Feinkost GmbH" },
  bank: { id: "0190a6c1-0000-7000-8000-00000000b002", name: "Hanse Trade Bank AG" },
  trader: { id: "0190a6c1-0000-7000-8000-00000000b003", name: "Rotterdam Commodities BV" },
  forwarder: { id: "0190a6c1-0000-7000-8000-00000000b004", name: "Nhava Sheva Forwarding LLP" },
} satisfies Record<string, TestParty>;
const PARTY_LIST: TestParty[] = Object.values(TEST_PARTIES);
const nameOf = (id: string) => PARTY_LIST.find((party) => party.id === id)?.name ?? `Party ${id}`;

export const chainParty = (id: string): ChainParty => ({
  partyName: nameOf(id),
  eblPlatform: EBL_PLATFORM,
  identifyingCodes: [
    { codeListProvider: PARTY_CODE_LIST.codeListProvider, partyCode: id, codeListName: PARTY_CODE_LIST.codeListName },
  ],
});

const exportlyCode = (id: string) => [
  { codeListProvider: PARTY_CODE_LIST.codeListProvider, partyCode: id, codeListName: PARTY_CODE_LIST.codeListName },
];

/** A DCSA 3.0.3 TransportDocument (it validates against EBL_v3.0.3.yaml). */
export function testTransportDocument({
  reference = "BALU123456789",
  isToOrder = true,
}: { reference?: string; isToOrder?: boolean } = {}): Record<string, unknown> {
  const { carrier, shipper, consignee } = TEST_PARTIES;
  return {
    transportDocumentReference: reference,
    shippingInstructionsReference: `SI-${reference}`,
    transportDocumentStatus: "ISSUED",
    transportDocumentTypeCode: "BOL",
    isShippedOnBoardType: true,
    freightPaymentTermCode: "PRE",
    isElectronic: true,
    isToOrder,
    numberOfOriginalsWithCharges: 1,
    numberOfOriginalsWithoutCharges: 0,
    shippedOnBoardDate: "2026-03-02",
    issueDate: "2026-03-02",
    termsAndConditions:
      "Received in apparent good order and condition, subject to the carrier's standard terms of carriage.",
    receiptTypeAtOrigin: "CY",
    deliveryTypeAtDestination: "CY",
    cargoMovementTypeAtOrigin: "FCL",
    cargoMovementTypeAtDestination: "FCL",
    carrierCode: "BALU",
    carrierCodeListProvider: "SMDG",
    placeOfIssue: { locationName: "Mumbai", UNLocationCode: "INBOM" },
    invoicePayableAt: { UNLocationCode: "INNSA" },
    partyContactDetails: [{ name: "Asha Verma", email: "docs@blue-anchor.example" }],
    transports: {
      plannedDepartureDate: "2026-03-02",
      plannedArrivalDate: "2026-03-24",
      portOfLoading: { UNLocationCode: "INNSA" },
      portOfDischarge: { UNLocationCode: "DEHAM" },
      vesselVoyages: [{ vesselName: "Blue Anchor Pride", carrierExportVoyageNumber: "214W" }],
    },
    documentParties: {
      shipper: {
        partyName: shipper.name,
        identifyingCodes: exportlyCode(shipper.id),
        address: { street: "Mall Road 12", city: "Shimla", countryCode: "IN" },
      },
      ...(isToOrder
        ? {}
        : {
            consignee: {
              partyName: consignee.name,
              identifyingCodes: exportlyCode(consignee.id),
              address: { street: "Hafenstraße 5", city: "Hamburg", countryCode: "DE" },
            },
          }),
      issuingParty: {
        partyName: carrier.name,
        identifyingCodes: exportlyCode(carrier.id),
        address: { street: "Ballard Estate 3", city: "Mumbai", countryCode: "IN" },
      },
      notifyParties: [
        { partyName: consignee.name, address: { street: "Hafenstraße 5", city: "Hamburg", countryCode: "DE" } },
      ],
    },
    consignmentItems: [
      {
        carrierBookingReference: "BK2026030201",
        descriptionOfGoods: ["Black pepper, whole, in jute bags", "Green cardamom, 8 mm"],
        HSCodes: ["090411", "090831"],
        shippingMarks: ["SSE/HAM/01-400"],
        cargoItems: [
          {
            equipmentReference: "BALU1234565",
            cargoGrossWeight: { value: 18250.5, unit: "KGM" },
            outerPackaging: { numberOfPackages: 400, packageCode: "BG", description: "Jute bags" },
          },
        ],
      },
    ],
    utilizedTransportEquipments: [
      {
        equipment: {
          equipmentReference: "BALU1234565",
          ISOEquipmentCode: "22G1",
          tareWeight: { value: 2230, unit: "KGM" },
        },
        isShipperOwned: false,
        seals: [{ number: "SL-778812" }],
      },
    ],
  };
}

/** The parties of the draft, exactly as the API and the verifier derive them from the ISSUE and the document. */
export function initialState(document: Record<string, unknown>, issuer: string, shipper: string): ControlState {
  const parties = document.documentParties as {
    consignee?: { identifyingCodes: { partyCode: string }[] };
    endorsee?: { identifyingCodes: { partyCode: string }[] };
  };
  return draftState({
    issuer,
    shipper,
    consignee: parties.consignee?.identifyingCodes[0]?.partyCode ?? null,
    endorsee: parties.endorsee?.identifyingCodes[0]?.partyCode ?? null,
    isToOrder: document.isToOrder as boolean,
  });
}

export type BuildOptions = {
  document?: Record<string, unknown>;
  steps: Step[];
  /** Signs entry i with keys[min(i, keys.length-1)] when `rotateAt` is not set; else keys[0] before rotateAt, keys[1] from it. */
  keys: TestKey[];
  rotateAt?: number;
  /** Publishes these keys in the bundle (default: every key given, newest first like the platform's JWKS). */
  publishedKeys?: PublicJwk[];
  /** Signs a step the rules refuse (to prove the verifier's replay catches it). */
  allowIllegal?: boolean;
  /** First action time; each later one a minute on. */
  startTime?: Date;
  /** Overrides the action time of some steps (index → RFC 3339 text). */
  actionDateTimes?: Record<number, string>;
};

export type BuiltBundle = { bundle: EblBundle; text: string; state: ControlState; entries: string[] };

/** Signs the entries of `steps` and the manifests, replaying rules.decide as the API would. */
export async function buildBundle({
  document = testTransportDocument(),
  steps,
  keys,
  rotateAt,
  publishedKeys,
  allowIllegal = false,
  startTime = new Date("2026-03-02T06:00:00.000Z"),
  actionDateTimes = {},
}: BuildOptions): Promise<BuiltBundle> {
  const first = steps[0];
  if (first?.action !== "ISSUE") throw new Error("A chain starts with ISSUE");
  const documentChecksum = await canonicalChecksum(document);
  const keyFor = (index: number) => (rotateAt === undefined ? keys[0]! : keys[index < rotateAt ? 0 : 1]!).signer;
  let state = initialState(document, first.actor, first.recipient ?? "");
  const entries: string[] = [];
  let previous: string | undefined;
  for (const [index, step] of steps.entries()) {
    const implied = impliedRecipient(state, step.action);
    const recipient = step.recipient !== undefined ? step.recipient : implied;
    const decision = decide(state, { action: step.action, actor: step.actor, recipient });
    if (!decision.ok && !allowIllegal) throw new Error(`Step ${index + 1} (${step.action}) refused: ${decision.rule}`);
    const signedRecipient = decision.ok ? decision.recipient : (recipient ?? null);
    const transaction: ChainTransaction = {
      actionCode: step.action,
      actor: chainParty(step.actor),
      ...(signedRecipient ? { recipient: chainParty(signedRecipient) } : {}),
      actionDateTime: actionDateTimes[index] ?? new Date(startTime.getTime() + index * 60_000).toISOString(),
      ...(step.comments ? { comments: step.comments } : {}),
      auditReference: `audit-${index + 1}`,
    };
    const payload: ChainEntryPayload = {
      eblPlatform: EBL_PLATFORM,
      transportDocumentChecksum: documentChecksum,
      ...(previous ? { previousEnvelopeTransferChainEntrySignedContentChecksum: previous } : {}),
      ...(index === 0
        ? {
            issuanceManifestSignedContent: await signJson(
              { documentChecksum, issueToChecksum: await canonicalChecksum(transaction.recipient) },
              keyFor(0),
            ),
          }
        : {}),
      transactions: [transaction],
    };
    const jws = await signJson(payload, keyFor(index));
    entries.push(jws);
    previous = await sha256Hex(jws);
    if (decision.ok) state = decision.next;
  }
  const manifest = await signJson(
    { transportDocumentChecksum: documentChecksum, lastEnvelopeTransferChainEntrySignedContentChecksum: previous! },
    keyFor(steps.length - 1),
  );
  const bundle: EblBundle = {
    transportDocument: document,
    envelopeManifestSignedContent: manifest,
    envelopeTransferChain: entries,
    exportlyKeys: { keys: publishedKeys ?? [...keys].reverse().map((key) => key.publicJwk) },
  };
  return { bundle, text: JSON.stringify(bundle), state, entries };
}

/** A small PRNG (mulberry32): the same seed gives the same chain and the same mutations. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Actions a random walk may take: everything that keeps the bill alive (SACC and VOID end it). */
const WALK_ACTIONS: EblAction[] = [
  "TRANSFER",
  "ENDORSE",
  "ENDORSE_TO_ORDER",
  "BLANK_ENDORSE",
  "SURRENDER_FOR_DELIVERY",
  "SURRENDER_FOR_AMENDMENT",
  "SREJ",
  "REFUSE",
];

/**
 * `count` legal steps: ISSUE, then a seeded random walk over what rules.availableActions offers
 * the six test parties (never SACC or VOID, which end the bill).
 */
export function randomSteps(
  count: number,
  { seed = 7, isToOrder = true }: { seed?: number; isToOrder?: boolean } = {},
): Step[] {
  const random = seededRandom(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  const { carrier, shipper } = TEST_PARTIES;
  let state = initialState(testTransportDocument({ isToOrder }), carrier.id, shipper.id);
  const steps: Step[] = [{ action: "ISSUE", actor: carrier.id, recipient: shipper.id }];
  state = (decide(state, steps[0]!) as Extract<ReturnType<typeof decide>, { ok: true }>).next;
  while (steps.length < count) {
    const options = PARTY_LIST.flatMap((party) =>
      availableActions(state, party.id)
        .filter((action) => WALK_ACTIONS.includes(action))
        .map((action) => ({ action, actor: party.id })),
    );
    const { action, actor } = pick(options);
    const implied = impliedRecipient(state, action);
    const recipient =
      implied !== undefined
        ? implied
        : pick(PARTY_LIST.filter((party) => party.id !== actor && party.id !== carrier.id)).id;
    const decision = decide(state, { action, actor, recipient });
    if (!decision.ok) throw new Error(`randomSteps: ${action} refused (${decision.rule})`);
    steps.push({ action, actor, recipient });
    state = decision.next;
  }
  return steps;
}

/** A bundle of `count` entries signed by one fresh key. */
export async function buildRandomBundle(
  count: number,
  options: { alg?: SigningAlg; seed?: number; isToOrder?: boolean; key?: TestKey } = {},
): Promise<BuiltBundle & { key: TestKey }> {
  const key = options.key ?? (await generateTestKey(options.alg));
  const isToOrder = options.isToOrder ?? true;
  const built = await buildBundle({
    document: testTransportDocument({ isToOrder }),
    steps: randomSteps(count, { seed: options.seed, isToOrder }),
    keys: [key],
  });
  return { ...built, key };
}
