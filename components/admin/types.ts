import type { ClientUser } from "@/lib/client/types";

export type AdminVerification = {
  state: ClientUser["verificationState"];
  submittedAt: string | null;
  reviewedAt?: string | null;
  reason?: string | null;
  details: Record<string, unknown> | null;
};
export type AdminDoc = {
  id: string;
  documentType: string | null;
  filename: string;
  contentType: string;
  size: number;
  createdAt: string;
  url: string;
};
export type IdentifierCheck = { field: string; label: string; ok: boolean; message: string };
export type ReviewItem = {
  user: ClientUser;
  verification: AdminVerification;
  documents: AdminDoc[];
  missingDocuments: string[];
  checks: IdentifierCheck[];
};

export const formatDateTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "—";
