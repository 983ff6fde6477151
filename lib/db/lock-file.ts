import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock between processes: two processes on one data directory silently lose
 * writes (docs/architecture.md §7). This takes an exclusive lock file (O_EXCL) next to the directory and
 * releases it when the process exits. A lock left by a dead process is taken over.
 * Written by hand because the lock must be synchronous at open time and tiny; the common
 * lock libraries (proper-lockfile) are asynchronous and mtime-based.
 */
export function acquireLockFile(lockPath: string): () => void {
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockPath, "utf8"));
      if (holder === process.pid) throw new Error(`The database at ${lockPath} is already open in this process.`);
      if (isAlive(holder)) {
        throw new Error(
          `The embedded database is in use by process ${holder} (lock ${lockPath}). ` +
            "Stop the running server before running scripts against ./data, or set DATABASE_URL.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the database lock ${lockPath}.`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
