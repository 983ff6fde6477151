import { accountEndpoints, emailEndpoints } from "@/lib/accounts/endpoints";
import { adminEndpoints } from "@/lib/admin/endpoints";
import { analyticsEndpoints } from "@/lib/analytics/endpoints";
import { weeklySummaryEndpoints } from "@/lib/analytics/weekly-summary/endpoints";
import { platformFiguresEndpoints } from "@/lib/admin/platform-figures-endpoints";
import { demoEndpoints } from "@/lib/demo/endpoints";
import type { Endpoint } from "@/lib/contract/endpoint";
import { platformEndpoints } from "@/lib/platform/endpoints";
import { observabilityEndpoints } from "@/lib/observability/endpoints";
import { shipmentEndpoints } from "@/lib/shipments/endpoints";
import { templateEndpoints } from "@/lib/templates/endpoints";
import { contactEndpoints } from "@/lib/contacts/endpoints";
import { portEndpoints } from "@/lib/ports/endpoints";
import { productEndpoints } from "@/lib/products/endpoints";
import { shipmentFileEndpoints } from "@/lib/shipment-files/endpoints";
import { businessDocumentEndpoints, verificationEndpoints } from "@/lib/verification/endpoints";
import { sharingEndpoints } from "@/lib/sharing/endpoints";
import { invitationEndpoints } from "@/lib/invitations/endpoints";
import { networkEndpoints } from "@/lib/network/endpoints";
import { paymentEndpoints } from "@/lib/payments/endpoints";
import { eblEndpoints } from "@/lib/ebl/endpoints";
import { eblVerificationEndpoints } from "@/lib/ebl/verifier/endpoints";
import { notificationEndpoints } from "@/lib/notifications/endpoints";
import { trackingEndpoints } from "@/lib/tracking/endpoints";
import { trackingSourceEndpoints } from "@/lib/tracking/sources/endpoints";
import { trackingWebhookEndpoints } from "@/lib/tracking/webhooks/endpoints";
import { dcsaEventEndpoints } from "@/lib/tracking/dcsa-out/endpoints";
import { suggestionEndpoints } from "@/lib/compliance/suggestions/endpoints";
import { letterOfCreditEndpoints } from "@/lib/letters-of-credit/endpoints";
import { complianceCheckEndpoints } from "@/lib/compliance/checks/endpoints";
import { supportEndpoints } from "@/lib/support/endpoints";
import { supportMailEndpoints } from "@/lib/support/mail/endpoints";
import { reportEndpoints } from "@/lib/analytics/reports/endpoints";
import { analyticsFilterEndpoints } from "@/lib/analytics/filters/endpoints";
import { analyticsSummaryEndpoints } from "@/lib/analytics/summary/endpoints";

const contract = [
  ...accountEndpoints,
  ...emailEndpoints,
  ...analyticsEndpoints,
  ...platformEndpoints,
  ...observabilityEndpoints,
  ...demoEndpoints,
  ...verificationEndpoints,
  ...businessDocumentEndpoints,
  ...adminEndpoints,
  ...templateEndpoints,
  ...shipmentEndpoints,
  ...portEndpoints,
  ...contactEndpoints,
  ...productEndpoints,
  ...shipmentFileEndpoints,
  ...sharingEndpoints,
  ...invitationEndpoints,
  ...networkEndpoints,
  ...paymentEndpoints,
  ...eblEndpoints,
  ...eblVerificationEndpoints,
  ...notificationEndpoints,
  ...trackingEndpoints,
  ...trackingSourceEndpoints,
  ...trackingWebhookEndpoints,
  ...dcsaEventEndpoints,
  ...suggestionEndpoints,
  ...letterOfCreditEndpoints,
  ...complianceCheckEndpoints,
  ...supportEndpoints,
  ...supportMailEndpoints,
  ...weeklySummaryEndpoints,
  ...platformFiguresEndpoints,
  ...reportEndpoints,
  ...analyticsFilterEndpoints,
  ...analyticsSummaryEndpoints,
] as const;

/** Every documented endpoint. A test fails if a route file serves an endpoint missing here. */
export const apiContract: Endpoint[] = [...contract];

/**
 * The whole contract as one union type. The browser's typed API (lib/client/api-client.ts)
 * imports only this type, so paths and payload types come from the server's endpoint
 * definitions while no server code reaches the client bundle.
 */
export type ApiEndpoint = (typeof contract)[number];
