// What the soak counts: answer times and statuses per group, errors by kind with examples, times per
// path, and the last 30 seconds' times for the progress line.
export const GROUPS = ['pages', 'api', 'writes', 'callbacks'];

export const stats = {
  groups: Object.fromEntries(GROUPS.map((g) => [g, { times: [], statuses: {} }])),
  errors: new Map(), // kind -> {count, examples}
  perPath: new Map(), // "GET /x" -> {count, sum, max}
  window30: [],
  total: 0,
  fiveXX: 0,
  /** Only answers during the soak itself count in the groups' figures (not the warm-up). */
  measuring: false,
};

/** Counts one answer; true when it is what `expected` wants. */
export function record(group, label, result, expected) {
  const s = stats.groups[group];
  if (stats.measuring) {
    const key = result.error ?? String(result.status);
    s.statuses[key] = (s.statuses[key] ?? 0) + 1;
    s.times.push(result.ms);
    stats.window30.push(result.ms);
    stats.total++;
  }
  const p = stats.perPath.get(label) ?? { count: 0, sum: 0, max: 0 };
  p.count++;
  p.sum += result.ms;
  p.max = Math.max(p.max, result.ms);
  stats.perPath.set(label, p);
  if (result.status >= 500) stats.fiveXX++;
  const ok = !result.error && expected(result.status);
  if (!ok) {
    const kind = result.error ? `${group}: ${result.error}` : `${group}: HTTP ${result.status}`;
    const e = stats.errors.get(kind) ?? { count: 0, examples: [] };
    e.count++;
    if (e.examples.length < 5 && !e.examples.includes(label)) e.examples.push(label);
    stats.errors.set(kind, e);
  }
  return ok;
}

export const errorCount = () => [...stats.errors.values()].reduce((n, e) => n + e.count, 0);

export function percentiles(times) {
  if (!times.length) return { n: 0 };
  const sorted = Float64Array.from(times).sort();
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const r = (v) => Math.round(v * 10) / 10;
  return {
    n: sorted.length,
    p50: r(at(0.5)),
    p90: r(at(0.9)),
    p99: r(at(0.99)),
    max: r(sorted[sorted.length - 1]),
  };
}
