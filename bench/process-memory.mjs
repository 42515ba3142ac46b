// Resident memory of a process and, for PostgreSQL, of the postmaster with all its backends (Linux /proc).
import { readdirSync, readFileSync } from 'node:fs';

function field(file, name) {
  try {
    const m = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(readFileSync(file, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0; // gone meanwhile
  }
}

/** RSS of one process, in bytes. */
export const rssOf = (pid) => field(`/proc/${pid}/status`, 'VmRSS');

function childrenOf(pid) {
  const out = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(entry));
    } catch {
      /* exited */
    }
  }
  return out;
}

/**
 * A process tree's memory: RSS summed (counts shared_buffers once per backend, so it overstates) and PSS
 * summed (shared pages split between the processes sharing them: the honest total).
 */
export function treeMemory(pid) {
  const pids = [pid, ...childrenOf(pid)];
  let rss = 0;
  let pss = 0;
  for (const p of pids) {
    rss += rssOf(p);
    pss += field(`/proc/${p}/smaps_rollup`, 'Pss');
  }
  return { rss, pss, processes: pids.length };
}
