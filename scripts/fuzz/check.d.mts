export type Answer = { status?: number; headers?: Record<string, unknown>; bytes?: Buffer; error?: string };
export function problemWith(answer: Answer, codes: string[], statusOfCode: Record<string, number>): string | null;
