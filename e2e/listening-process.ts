import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/**
 * The process listening on a local TCP port, read from Linux's /proc (no tool, and no
 * change to the server): the socket's inode from /proc/net/tcp{,6}, then the process that
 * holds it open. Undefined where /proc does not say (another system, another user).
 */
export function listeningPid(port: number): number | undefined {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      // State 0A: LISTEN.
      if (local?.endsWith(`:${portHex}`) && state === '0A' && inode) inodes.add(`socket:[${inode}]`);
    }
  }
  if (inodes.size === 0) return undefined;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
      } catch {
        // Closed meanwhile.
      }
    }
  }
  return undefined;
}

/** The process's resident memory in MB (VmRSS in /proc/<pid>/status). */
export function residentMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}
