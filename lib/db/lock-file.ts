import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock between processes: two processes on one data directory silently lose
 * writes (docs/architecture.md §7). This takes an exclusive lock file (O_EXCL) next to the
 * directory and releases it when the process exits. A lock left by a dead process (a crash, a
 * SIGKILL) is taken over.
 *
 * The lock names its holder by pid and, where /proc exists, by the process's start time and the
 * machine's boot id: a pid alone is reused. After a container restart the new server is often
 * the same pid as the killed one (pid 1), and on a busy machine the dead pid may belong to an
 * unrelated live process by the time the server restarts; with the pid alone the server would
 * refuse to start in both cases. A holder counts as alive only if a process with its pid runs
 * and was started at the recorded time since the recorded boot. Without /proc (macOS) only the
 * pid is compared, as before.
 *
 * Written by hand because the lock must be synchronous at open time and tiny; the common lock
 * libraries (proper-lockfile) are asynchronous and mtime-based.
 */
export function acquireLockFile(lockPath: string): () => void {
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  const identity = identityOf(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, identity);
      fs.closeSync(fd);
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === identity) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = parseLock(fs.readFileSync(lockPath, "utf8"));
      if (holder.pid === process.pid && sameProcess(holder, identity))
        throw new Error(`The database at ${lockPath} is already open in this process.`);
      if (holder.pid !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database is in use by process ${holder.pid} (lock ${lockPath}). ` +
            "Stop the running server before running scripts against ./data, or set DATABASE_URL.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the database lock ${lockPath}.`);
}

type Holder = { pid: number; startTime: string | null; bootId: string | null };

/** "pid startTime bootId", or "pid" alone where /proc is missing (and in locks of older versions). */
export function identityOf(pid: number): string {
  const startTime = processStartTime(pid);
  const bootId = readBootId();
  return startTime && bootId ? `${pid} ${startTime} ${bootId}` : String(pid);
}

function parseLock(text: string): Holder {
  const [pid, startTime, bootId] = text.trim().split(/\s+/);
  return { pid: Number(pid), startTime: startTime ?? null, bootId: bootId ?? null };
}

/** The lock in this process's own pid: ours only if it names our start (an old-format lock is taken as ours). */
function sameProcess(holder: Holder, identity: string): boolean {
  if (!holder.startTime) return true;
  const own = parseLock(identity);
  return holder.startTime === own.startTime && holder.bootId === own.bootId;
}

function isAlive(holder: Holder): boolean {
  const { pid } = holder;
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  if (!holder.startTime || !holder.bootId) return true;
  const bootId = readBootId();
  if (bootId && bootId !== holder.bootId) return false;
  const startTime = processStartTime(pid);
  // Unreadable: keep the safe answer (alive) rather than risk two writers.
  return startTime === null || startTime === holder.startTime;
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot (Linux). */
function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count the fields after the last ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function readBootId(): string | null {
  try {
    return fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || null;
  } catch {
    return null;
  }
}
