/** The value below which `fraction` of the samples lie (nearest rank). */
export function percentile(samples: number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Settings of a run, from the environment, so the whole bench stays a few minutes. */
export const settings = {
  /** Seconds of each HTTP or chat measurement. */
  seconds: Number(process.env.BENCH_SECONDS ?? 3),
  /** Rounds of reference and subject, alternating. */
  rounds: Number(process.env.BENCH_ROUNDS ?? 2),
  /** Idle chat sockets opened on the target (spread over its instances). */
  sockets: Number(process.env.BENCH_SOCKETS ?? 4000),
};

export const round = (value: number, digits = 0) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : Number.NaN);
export const kib = (bytes: number) => round(bytes / 1024, 1);

/** A markdown table. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
