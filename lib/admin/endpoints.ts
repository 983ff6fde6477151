import { ZIdParams, zText } from "@/lib/contract/schemas";
import { ZUserResponse } from "@/lib/accounts/schemas";
import { defineEndpoint } from "@/lib/contract/endpoint";
import {
  ZAuditList,
  ZAuditQuery,
  ZChangeRoleBody,
  ZDemoExportQuery,
  ZDemoRequestList,
  ZDemoRequestQuery,
  ZDemoRequestResponse,
  ZListUsersQuery,
  ZOutboxList,
  ZOutboxQuery,
  ZPageViewCounts,
  ZPageViewQuery,
  ZRevokedSessions,
  ZUserList,
  ZUserOverview,
} from "./schemas";
import { ZJobParams, ZJobResponse, ZJobsOverview, ZJobsQuery } from "./job-schemas";

const tag = "Admin";

export const listUsersEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/users",
  tag,
  summary: "List and search users (admin)",
  description:
    "Newest first. `q` searches email, names and company; filter by `role` and `verificationState`. Keyset-paginated with `cursor`.",
  access: "admin",
  query: ZListUsersQuery,
  response: ZUserList,
  errors: ["validation_failed"],
});

export const getUserOverviewEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/users/{id}",
  tag,
  summary: "One user with verification, sessions and tokens (admin)",
  access: "admin",
  params: ZIdParams,
  response: ZUserOverview,
  errors: ["not_found"],
});

export const changeUserRoleEndpoint = defineEndpoint({
  method: "PUT",
  path: "/api/admin/users/{id}/role",
  tag,
  summary: "Change a user's role (admin)",
  description: "Any role, admin included. An admin cannot change their own role (422). Audited.",
  access: "admin",
  params: ZIdParams,
  body: ZChangeRoleBody,
  response: ZUserResponse,
  errors: ["validation_failed", "not_found", "unprocessable"],
});

export const revokeUserSessionsEndpoint = defineEndpoint({
  method: "DELETE",
  path: "/api/admin/users/{id}/sessions",
  tag,
  summary: "Sign a user out everywhere (admin)",
  description: "Revokes every session and every personal API token of the user at once. Audited.",
  access: "admin",
  params: ZIdParams,
  response: ZRevokedSessions,
  errors: ["not_found"],
});

export const listDemoRequestsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/demo-requests",
  tag,
  summary: "Demo requests (admin)",
  description: "Newest first; `status` all, new or contacted. Keyset-paginated with `cursor`.",
  access: "admin",
  query: ZDemoRequestQuery,
  response: ZDemoRequestList,
  errors: ["validation_failed"],
});

export const markDemoContactedEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/demo-requests/{id}/contacted",
  tag,
  summary: "Mark a demo request as contacted (admin)",
  description: "Idempotent: the first time and admin are kept. Audited.",
  access: "admin",
  params: ZIdParams,
  response: ZDemoRequestResponse,
  errors: ["not_found"],
});

export const exportDemoRequestsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/demo-requests/export",
  tag,
  summary: "Demo requests as CSV (admin)",
  description:
    "`text/csv` attachment with a header row, newest first; cells a spreadsheet would run as a formula get a leading apostrophe. Audited.",
  access: "admin",
  query: ZDemoExportQuery,
  response: zText().meta({ description: "CSV (text/csv)" }),
  errors: ["validation_failed"],
});

export const listOutboxEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/outbox",
  tag,
  summary: "Email outbox (admin)",
  description:
    "Every mail the app sends (queued, sent, failed after its retries, or stored when no SMTP server is configured); newest first.",
  access: "admin",
  query: ZOutboxQuery,
  response: ZOutboxList,
  errors: ["validation_failed"],
});

export const listAuditEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/audit",
  tag,
  summary: "Audit log (admin)",
  description:
    "Newest first. Filters: `actor` (user id or email), `entityType`, `entityId`, `action` (exact, or a prefix such as `verification` for every verification.* action), `from` and `to` (dates, UTC; a bare `to` date includes that day). Keyset-paginated with `cursor`.",
  access: "admin",
  query: ZAuditQuery,
  response: ZAuditList,
  errors: ["validation_failed"],
});

export const pageViewCountsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/pageviews",
  tag,
  summary: "Page-view counts per path and per day (admin)",
  description:
    "From the first-party collector. Default range: the last 30 days; at most a year. Paths without their query string; the 50 busiest.",
  access: "admin",
  query: ZPageViewQuery,
  response: ZPageViewCounts,
  errors: ["validation_failed"],
});

export const listJobsEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/admin/jobs",
  tag,
  summary: "Job queue: counts per queue and state, failed jobs (admin)",
  description:
    "Counts per queue and state (completed jobs are archived after 12 hours), the age of the oldest job waiting to run, and the failed jobs with their error, most recently failed first, optionally of one `queue`. Keyset-paginated with `cursor`.",
  access: "admin",
  query: ZJobsQuery,
  response: ZJobsOverview,
  errors: ["validation_failed"],
});

export const retryJobEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/jobs/{queue}/{id}/retry",
  tag,
  summary: "Retry a failed job (admin)",
  description: "Gives a failed job one more attempt. 422 when the job is not failed. Audited.",
  access: "admin",
  params: ZJobParams,
  response: ZJobResponse,
  errors: ["not_found", "unprocessable"],
});

export const cancelJobEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/admin/jobs/{queue}/{id}/cancel",
  tag,
  summary: "Cancel a waiting or running job (admin)",
  description: "A cancelled job is not run (or not retried). 422 when the job has already finished. Audited.",
  access: "admin",
  params: ZJobParams,
  response: ZJobResponse,
  errors: ["not_found", "unprocessable"],
});

export const adminEndpoints = [
  listUsersEndpoint,
  getUserOverviewEndpoint,
  changeUserRoleEndpoint,
  revokeUserSessionsEndpoint,
  listDemoRequestsEndpoint,
  markDemoContactedEndpoint,
  exportDemoRequestsEndpoint,
  listOutboxEndpoint,
  listAuditEndpoint,
  pageViewCountsEndpoint,
  listJobsEndpoint,
  retryJobEndpoint,
  cancelJobEndpoint,
];
