import {
  accessSync,
  chmodSync,
  constants,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../env';

/** Holds the pid of the one process that has the embedded database open. */
const LOCK_FILE = 'db.lock';

/**
 * Claims DATA_DIR for this process before the embedded database is opened in it:
 * - private to its owner: a umask of 077 for everything written from now on, and folders made
 *   0700 and files 0600 if an older version left them open to others;
 * - this process's alone: PGlite is one process at a time, and a second one writing the same
 *   files loses its writes or damages the database. The lock is a file created exclusively
 *   (O_EXCL) holding our pid; one whose process is gone is stale and taken over.
 * Returns release(), also run at exit; a SIGKILLed process leaves a stale lock, which is fine.
 */
export function claimDataFolder(dir: string): () => void {
  process.umask(0o077);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    accessSync(dir, constants.W_OK);
  } catch {
    throw new ConfigError(
      `The data directory ${dir} cannot be created or written to; set DATA_DIR to a writable folder.`,
    );
  }
  const release = takeLock(dir);
  tightenFolder(dir);
  return release;
}

/** Folders 0700, files 0600, for every entry under `dir` this user owns (others cannot be changed). */
export function tightenFolder(dir: string): void {
  const uid = process.getuid?.();
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink() || (uid !== undefined && stat.uid !== uid)) return;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== wanted) chmodSync(path, wanted);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
}

function takeLock(dir: string): () => void {
  const file = join(dir, LOCK_FILE);
  // Twice at most: a stale lock is removed once; if the file is back, another process just took it.
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (attempt > 0 || isAlive(holder))
        throw new ConfigError(
          `The embedded database in ${join(dir, 'db')} is already open in another process (pid ${holder}); it takes one process at a time, so stop that one first.`,
        );
      unlinkSync(file);
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}

/**
 * Whether a lock's pid is a running process. Our own pid is a previous life of this one (a
 * container restarted with the same pid 1), not a holder.
 */
function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, but another user's
  }
}
