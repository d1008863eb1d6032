import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataFolder } from './data-folder';

describe('claimDataFolder', () => {
  const umask = process.umask();
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'outlet-claim-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    process.umask(umask);
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('holds a lock with its pid until released', () => {
    const dir = folder();
    const release = claimDataFolder(dir);
    expect(readFileSync(join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'db.lock'))).toBe(false);
  });

  it('refuses a folder whose lock names a live process', () => {
    const dir = folder();
    writeFileSync(join(dir, 'db.lock'), String(process.ppid));
    expect(() => claimDataFolder(dir)).toThrow(`is already open in another process (pid ${process.ppid})`);
    expect(readFileSync(join(dir, 'db.lock'), 'utf8')).toBe(String(process.ppid)); // left alone
  });

  it('takes over a stale lock, whose process is gone', () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(join(dir, 'db.lock'), gone);
    claimDataFolder(dir)();
  });

  it('makes an existing folder private: folders 0700, files 0600', () => {
    const dir = folder();
    mkdirSync(join(dir, 'images'), { mode: 0o755 });
    writeFileSync(join(dir, 'images', 'a.webp'), '', { mode: 0o666 });
    process.umask(0);
    claimDataFolder(dir)();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'images')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'images', 'a.webp')).mode & 0o777).toBe(0o600);
    expect(process.umask()).toBe(0o077); // and what is written from now on is private too
  });
});
