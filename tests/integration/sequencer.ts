import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that take minutes (a 5,000-car import on the MongoDB wire server, imports killed
 * in child processes, feed photos rendered in every size), slowest first.
 */
export const SLOW_FILES = [
  'mongodb-stock-import.int.test.ts',
  'import-crash.int.test.ts',
  'feed-photos.int.test.ts',
  'seed.int.test.ts',
  'index-reconcile.int.test.ts',
  'write-contention.int.test.ts',
  'lead-delivery-load.int.test.ts',
]

const rank = (spec: TestSpecification) => {
  const at = SLOW_FILES.findIndex((name) => spec.moduleId.endsWith(`/${name}`))
  return at === -1 ? SLOW_FILES.length : at
}

/**
 * Starts the slow files first, so the two workers end together instead of one finishing a
 * long file alone at the end; the rest in Vitest's own order. A fresh clone (CI) has no
 * durations from an earlier run, which is what Vitest would order by.
 */
export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec)
  }
}
