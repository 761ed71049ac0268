import { defineConfig } from 'vitest/config'
import SlowFilesFirst from './tests/integration/sequencer'

const exclude = ['node_modules/**', '.next/**', '.data/**', '.cache/**', 'tests/e2e/**']

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: [...exclude, '**/*.int.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['**/*.int.test.ts'],
          exclude,
          setupFiles: ['./tests/integration/setup.ts'],
          globalSetup: ['./tests/integration/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file boots its own Payload on its own throwaway SQLite file (and its own search
          // alias), so two files run at once: one per core once the build beside them is done.
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { sequencer: SlowFilesFirst },
        },
      },
    ],
  },
})
