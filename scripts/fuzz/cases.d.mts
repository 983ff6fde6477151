export type FuzzUser = { id: string; email: string; token: string; password?: string };
export type FuzzWorld = Record<string, unknown> & {
  a: FuzzUser;
  b: FuzzUser;
  c: FuzzUser;
  u: FuzzUser;
  v: FuzzUser;
  admin: FuzzUser;
};
export type FuzzCase = {
  index: number;
  seed: number;
  operation: string;
  documented: string[];
  target: "valid" | "path" | "query" | "body" | "content-type" | "auth";
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
  actorName: string;
  mutation: string;
};
export function caseSeed(seed: number, index: number): number;
export function buildCase(options: {
  document: Record<string, unknown>;
  operations: { key: string; method: string; path: string; op: Record<string, unknown> }[];
  world: FuzzWorld;
  runSeed: number;
  index: number;
  ipOf: (index: number) => string;
}): FuzzCase;
