// Lighthouse's mobile profile slows the observed CPU work by a fixed 4x, a figure chosen so that
// a high-end desktop (Lighthouse's CPU benchmark, benchmarkIndex, about 1,500) behaves like the
// mid-tier phone Lighthouse targets. On a slower host the same 4x emulates a much slower phone:
// this machine's benchmarkIndex moves between about 1,000 and 2,000 within one run, which moved
// one build's score by 20-30 points. Lighthouse's documentation (docs/throttling.md,
// "Calibrating multipliers") has the multiplier follow the host's benchmark, with the mapping
// of its CPU throttling calculator (github.com/patrickhulce/lighthouse-cpu-throttling-calculator,
// the one PageSpeed Insights used to set its own 1.2x); this is that mapping.

/**
 * The CPU slowdown that makes a host with this benchmarkIndex emulate Lighthouse's mid-tier
 * phone: 1x at 150, 2x at 800, 3x at 1,300, then one more per 233 (4x at 1,533, 6x at 2,000).
 * Undefined below 150, where the host is too slow to emulate that phone at all.
 * @param {number} benchmarkIndex
 * @returns {number | undefined}
 */
export function calibratedCpuMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return undefined
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return 1 + (benchmarkIndex - 150) / 650
}
