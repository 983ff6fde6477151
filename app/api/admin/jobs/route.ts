import { listJobsEndpoint } from "@/lib/admin/endpoints";
import { listJobs } from "@/lib/admin/list-jobs";
import { route } from "@/lib/http/route";

export const GET = route(listJobsEndpoint, async ({ actor, query }) => listJobs({ actor, ...query }));
