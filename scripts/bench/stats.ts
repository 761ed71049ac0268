/** The p-th percentile (nearest rank) of a list of timings. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

export const fmt = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)}  p95 ${percentile(values, 95).toFixed(1)}  p99 ${percentile(values, 99).toFixed(1)} ms`
