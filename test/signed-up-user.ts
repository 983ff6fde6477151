import { expect } from "vitest";
import { POST as register } from "../app/api/auth/register/route";
import { call, PASSWORD, uniqueEmail } from "./http";

export type SignedUpUser = { id: string; email: string; token: string };

/** Registers a fresh exporter through the real register route and returns its bearer token. */
export async function signUp(label = "user"): Promise<SignedUpUser> {
  const email = uniqueEmail(label);
  const res = await call(register, { method: "POST", json: { email, password: PASSWORD, firstName: "Asha", lastName: "Verma", role: "exporter" } });
  expect(res.status).toBe(201);
  return { id: res.body.user.id as string, email, token: res.body.token as string };
}
