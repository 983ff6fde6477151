import type { LetterOfCreditRow } from "@/models";
import { minorToAmount } from "@/lib/money/amount";
import {
  DEFAULT_PRESENTATION_DAYS,
  type LetterOfCreditDto,
  type LetterOfCreditInput,
  type LetterOfCreditTerms,
} from "./schemas";

type StoredTerms = Omit<LetterOfCreditInput, "currency" | "amount">;

/** What the `terms` column keeps: every field but the money (its own columns). */
export function storedTerms(input: LetterOfCreditInput): StoredTerms {
  const { currency: _currency, amount: _amount, ...rest } = input;
  return rest;
}

export function toTerms(row: LetterOfCreditRow): LetterOfCreditTerms {
  const t = row.terms as Partial<StoredTerms>;
  return {
    documentaryCreditNumber: t.documentaryCreditNumber ?? "",
    dateOfIssue: t.dateOfIssue ?? null,
    expiryDate: t.expiryDate ?? "",
    expiryPlace: t.expiryPlace ?? null,
    applicant: t.applicant ?? null,
    beneficiary: t.beneficiary ?? null,
    currency: row.currency,
    amount: minorToAmount(row.amountMinor, row.currency),
    tolerancePlusPercent: t.tolerancePlusPercent ?? null,
    toleranceMinusPercent: t.toleranceMinusPercent ?? null,
    partialShipments: t.partialShipments ?? null,
    transhipment: t.transhipment ?? null,
    placeOfTakingInCharge: t.placeOfTakingInCharge ?? null,
    portOfLoading: t.portOfLoading ?? null,
    portOfDischarge: t.portOfDischarge ?? null,
    placeOfFinalDestination: t.placeOfFinalDestination ?? null,
    latestShipmentDate: t.latestShipmentDate ?? null,
    goodsDescription: t.goodsDescription ?? null,
    documentsRequired: t.documentsRequired ?? [],
    documentsRequiredText: t.documentsRequiredText ?? null,
    additionalConditions: t.additionalConditions ?? null,
    presentationPeriodDays: t.presentationPeriodDays ?? DEFAULT_PRESENTATION_DAYS,
  };
}

export function toLetterOfCreditDto(row: LetterOfCreditRow): LetterOfCreditDto {
  return { ...toTerms(row), version: row.version, updatedAt: row.updatedAt.toISOString() };
}
