/**
 * The store's image-drawing child process as Linux shows it in /proc: found by its parent, with
 * each thread's nice value and its session. Read by the first-start test (its priority) and the
 * start benchmark (which pauses it to time the store without it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** The fields of /proc/<pid>/stat after the command name, numbered as proc(5) numbers them. */
function statField(statPath: string, field: number): number {
  // "pid (comm) state ppid pgrp session …": the command may hold spaces, so count from its ')'.
  const afterName = readFileSync(statPath, 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ');
  return Number(afterName[field - 3]);
}

/** The drawing child processes of the process `pid` (their parent in /proc/<pid>/stat). */
export function drawingChildrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return (
          statField(`/proc/${name}/stat`, 4) === pid &&
          readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('drawing-child')
        );
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

/** The nice value of each thread of process `pid`. */
export function threadNiceValues(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((thread) => {
    try {
      return [statField(`/proc/${pid}/task/${thread}/stat`, 19)];
    } catch {
      return []; // ended meanwhile
    }
  });
}

/** The session process `pid` belongs to (the pid of its leader). */
export const sessionOf = (pid: number): number => statField(`/proc/${pid}/stat`, 6);

/** The nice value of the autogroup (the session's share of the CPU), or null where the kernel has none. */
export function autogroupNice(pid: number): number | null {
  try {
    const match = /nice (-?\d+)/.exec(readFileSync(`/proc/${pid}/autogroup`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Whether process `pid` still runs (not ended, not a zombie waiting for its parent). */
export const alive = (pid: number): boolean =>
  existsSync(`/proc/${pid}`) && !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
