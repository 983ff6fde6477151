import type { BusinessVerificationRow, FileRow, UserRow } from "@/models";
import { toUserDto } from "@/lib/accounts/dto";
import type { PdfDocDto, VerificationDto, VerificationResponse } from "./schemas";

export function toVerificationDto(user: UserRow, row: BusinessVerificationRow | null): VerificationDto {
  return {
    state: user.verificationState,
    submittedAt: row?.submittedAt.toISOString() ?? null,
    reviewedAt: row?.reviewedAt?.toISOString() ?? null,
    reason: row?.reason ?? null,
    details: row?.details ?? null,
  };
}

/** What GET and PUT /api/users/verify answer: the account and its verification together. */
export function toVerificationResponse(user: UserRow, row: BusinessVerificationRow | null): VerificationResponse {
  return { user: toUserDto(user), verification: toVerificationDto(user, row) };
}

/** A business document's metadata; `url` serves its bytes to the owner and to admins only. */
export function toPdfDocDto(file: FileRow): PdfDocDto {
  return {
    id: file.id,
    ownerId: file.ownerId,
    documentType: file.documentType,
    filename: file.filename,
    contentType: file.contentType,
    size: file.size,
    sha256: file.sha256,
    createdAt: file.createdAt.toISOString(),
    url: `/api/pdfdocs/${file.id}`,
  };
}
