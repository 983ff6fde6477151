import type { BusinessVerificationRow, FileRow, UserRow } from "@/models";
import { toUserDto } from "@/lib/accounts/dto";
import { checkIndianIdentifiers } from "@/lib/identifiers/check-indian-identifiers";
import { iecRequired, requiredDocumentTypes } from "./document-types";
import { toPdfDocDto, toVerificationDto } from "./dto";
import { latestPerType } from "./queries";
import type { ReviewItem } from "./schemas";

type Details = { country?: string; gstin?: string; pan?: string; iec?: string; address?: { state?: string } };

/** What a reviewer sees for one business: details, the newest document of each type, missing ones and the identifier checks. */
export function toReviewItem(
  user: UserRow,
  verification: BusinessVerificationRow | null,
  documents: FileRow[],
): ReviewItem {
  const details = (verification?.details ?? {}) as Details;
  const latest = latestPerType(documents.filter((d) => d.ownerId === user.id));
  const present = new Set(latest.map((d) => d.documentType));
  return {
    user: toUserDto(user),
    verification: toVerificationDto(user, verification),
    documents: latest.map(toPdfDocDto),
    missingDocuments: requiredDocumentTypes(details.country, user.role).filter((t) => !present.has(t)),
    checks:
      details.country === "IN"
        ? checkIndianIdentifiers({
            gstin: details.gstin,
            pan: details.pan,
            iec: details.iec,
            state: details.address?.state,
            iecRequired: iecRequired(details.country, user.role),
          })
        : [],
  };
}
