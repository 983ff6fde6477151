import type { UserRow } from "@/models";
import { toUserDto } from "@/lib/accounts/dto";
import { getDb } from "@/lib/db/client";
import { toVerificationDto } from "./dto";
import { findVerification } from "./queries";

/** `{user, verification}` after a reviewer's action, read after the change committed. */
export async function verificationResponse(user: UserRow) {
  const verification = await findVerification(await getDb(), user.id);
  return { user: toUserDto(user), verification: toVerificationDto(user, verification) };
}
