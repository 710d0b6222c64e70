/**
 * Small numbers helpers of the benchmarks: medians and percentiles of samples, wall times, and how
 * busy the machine's cores were while some work ran (the benchmark shares the machine).
 */
import fs from 'node:fs';

/** The `p`th percentile (0..100) of `values` (nearest rank; NaN for no values). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The median of `values` (the upper middle one of an even count, as `percentile` gives it). */
export const median = (values: readonly number[]): number => percentile(values, 50);

/** The machine's CPU time so far (all cores), busy and in all, from /proc/stat (Linux). */
function machineTicks(): { busy: number; total: number } {
  if (!fs.existsSync('/proc/stat')) return { busy: 0, total: 0 };
  const [cpu] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
  const fields = (cpu ?? '').trim().split(/\s+/u).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Runs `work` and answers its result, its wall time in ms and how busy the machine's cores were
 * (0..1, whoever used them) meanwhile.
 */
export async function measured<T>(
  work: () => Promise<T>,
): Promise<{ result: T; ms: number; machineBusy: number }> {
  const ticks = machineTicks();
  const start = performance.now();
  const result = await work();
  const ms = performance.now() - start;
  const after = machineTicks();
  const machineBusy = (after.busy - ticks.busy) / Math.max(1, after.total - ticks.total);
  return { result, ms, machineBusy };
}

/** The wall time of `work` in ms. */
export const timed = async (work: () => Promise<unknown>): Promise<number> =>
  (await measured(work)).ms;

export const fixed = (value: number, digits = 0): string =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
