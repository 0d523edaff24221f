// Figures the benchmarks read from /proc (Linux) about their servers' processes.
import { readFileSync } from 'node:fs';

/** One /proc figure in kB ("VmRSS:" of status, "Pss:" of smaps_rollup), 0 once the process is gone. */
export function procKb(file: string, field: string): number {
  try {
    return Number(
      new RegExp(`^${field}\\s+(\\d+)`, 'm').exec(readFileSync(file, 'utf8'))?.[1] ?? 0,
    );
  } catch {
    return 0;
  }
}

/** One process's resident memory now and its peak since it started (VmHWM), in MB. */
export function processRssMb(pid: number): { rss: number; peak: number } {
  const status = `/proc/${pid}/status`;
  return {
    rss: Math.round(procKb(status, 'VmRSS:') / 1024),
    peak: Math.round(procKb(status, 'VmHWM:') / 1024),
  };
}
