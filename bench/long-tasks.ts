/**
 * Ranks the long tasks (50 ms or more) of a page's main thread in a saved Chromium trace (the
 * `*.trace.json` Lighthouse writes with `--save-assets`; see LIGHTHOUSE_SAVE in bench/lighthouse.ts)
 * by duration, each with what it ran: its direct children by kind (script evaluation, a function
 * call or timer or animation frame of a script, style, layout, paint, garbage collection), with the
 * script's file. Then the same kinds summed over all long tasks, with the blocking time (over 50 ms)
 * each task adds. Times are the trace's own (Lighthouse's CPU slowdown is simulated, not in it).
 *
 * `npx tsx bench/long-tasks.ts TRACE [TRACE...]`
 */
import fs from 'node:fs';
import path from 'node:path';

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
}

const LONG_MS = 50;

/** The renderer main thread that ran the most top-level task time. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.ph === 'X' && names.get(key) === 'CrRendererMain')
      busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const [key] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error('no renderer main thread in the trace');
  const [pid, tid] = key.split(':').map(Number);
  return { pid: pid!, tid: tid! };
}

function label(e: TraceEvent): string {
  const url = e.args?.data?.url;
  const file = url ? path.basename(new URL(url, 'http://x/').pathname) || url : '';
  const fn = e.args?.data?.functionName;
  const kind = e.name === 'EventDispatch' ? `EventDispatch ${e.args?.data?.type ?? ''}` : e.name;
  return [kind, file, fn ? `${fn}()` : ''].filter(Boolean).join(' ');
}

function rank(file: string): string[] {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as
    TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const { pid, tid } = mainThread(events);
  const own = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = own.filter((e) => e.name === 'RunTask' && e.dur! >= LONG_MS * 1000);
  const start = own[0]?.ts ?? 0;
  const lines = [`${file}: ${tasks.length} long tasks`];
  const byKind = new Map<string, { ms: number; blockingMs: number }>();
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    // Direct children: the outermost events inside the task.
    const children: TraceEvent[] = [];
    let coveredUntil = task.ts;
    for (const e of own) {
      if (e === task || e.ts < task.ts || e.ts >= end || e.name === 'RunTask') continue;
      if (e.ts < coveredUntil) continue;
      children.push(e);
      coveredUntil = e.ts + e.dur!;
    }
    const parts = new Map<string, number>();
    for (const child of children)
      parts.set(label(child), (parts.get(label(child)) ?? 0) + child.dur! / 1000);
    const taskMs = task.dur! / 1000;
    const taskBlocking = taskMs - LONG_MS;
    blocking += taskBlocking;
    const top = [...parts].sort((a, b) => b[1] - a[1]);
    for (const [kind, ms] of top) {
      const entry = byKind.get(kind) ?? { ms: 0, blockingMs: 0 };
      entry.ms += ms;
      entry.blockingMs += (ms / taskMs) * taskBlocking;
      byKind.set(kind, entry);
    }
    lines.push(
      `  ${taskMs.toFixed(0).padStart(5)} ms at ${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms: ${top
        .slice(0, 4)
        .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
        .join('; ')}`,
    );
  }
  lines.push(`  blocking time (each task over ${LONG_MS} ms, summed): ${blocking.toFixed(0)} ms`);
  lines.push('  by kind (time inside long tasks; its share of the blocking):');
  for (const [kind, { ms, blockingMs }] of [...byKind]
    .sort((a, b) => b[1].blockingMs - a[1].blockingMs)
    .slice(0, 15))
    lines.push(
      `    ${blockingMs.toFixed(0).padStart(5)} ms blocking, ${ms.toFixed(0).padStart(5)} ms: ${kind}`,
    );
  return lines;
}

for (const file of process.argv.slice(2)) for (const line of rank(file)) console.log(line);
