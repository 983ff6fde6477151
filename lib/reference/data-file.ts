import path from "node:path";

/**
 * Reference data files ship beside this module and are read from the project root at run time
 * (too large to bundle); next.config.ts traces them into the standalone output.
 */
export const referenceDataFile = (name: string) => path.join(process.cwd(), "lib", "reference", "data", name);
