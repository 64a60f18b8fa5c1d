import { readdirSync, readFileSync } from 'node:fs';

/**
 * The resident memory (RSS, bytes) of every process in the process group `pgid` together: `next start`
 * and the server processes it starts. Linux /proc only.
 */
export function groupRss(pgid: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) in its parentheses: state, ppid, pgrp, …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}
