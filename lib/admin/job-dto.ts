/** A pg-boss job as the admin API shows it (lib/admin/job-schemas.ts ZJobDto). */
export type JobRow = {
  id: string;
  name: string;
  state: string;
  retryCount: number;
  retryLimit: number;
  data: unknown;
  output: unknown;
  createdOn: Date | string;
  completedOn: Date | string | null;
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** pg-boss keeps a failed attempt's error as its output: `{ message, stack, … }` (or what the handler threw). */
export function jobError(row: Pick<JobRow, "state" | "output">): string | null {
  if (row.state !== "failed" && row.state !== "retry") return null;
  const output = row.output;
  if (output && typeof output === "object" && "message" in output) return String(output.message);
  return output === null || output === undefined ? null : JSON.stringify(output);
}

export function toJobDto(row: JobRow) {
  return {
    id: row.id,
    queue: row.name,
    state: row.state,
    retryCount: Number(row.retryCount),
    retryLimit: Number(row.retryLimit),
    data: row.data ?? null,
    error: jobError(row),
    createdAt: iso(row.createdOn),
    completedAt: row.completedOn ? iso(row.completedOn) : null,
  };
}
