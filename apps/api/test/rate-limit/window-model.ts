/**
 * The specification of a sliding window, by brute force: a request at `t` is allowed when
 * fewer than `limit` allowed requests lie in `(t - windowMs, t]`. Limiter tests compare
 * every window store against it.
 */
export function referenceDecisions(times: readonly number[], limit: number, windowMs: number): boolean[] {
  const allowedAt: number[] = [];
  return times.map((t) => {
    const inWindow = allowedAt.filter((a) => a > t - windowMs).length;
    const allowed = inWindow < limit;
    if (allowed) allowedAt.push(t);
    return allowed;
  });
}

/** A settable clock for limiters. */
export function manualClock(start = 1_700_000_000_000) {
  let now = start;
  return {
    now: () => now,
    set: (t: number) => {
      now = t;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}
