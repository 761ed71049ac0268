#!/usr/bin/env node
// `npm test`: everything CI runs, in order of speed. Static checks first, then unit,
// integration (with a real Elasticsearch started and stopped around it) and end-to-end
// tests. Ends with one summary line: "tests: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs'

const results = 'test-results'
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

let passed = 0
let failed = 0
const failures = []
// Every failed test by name with the first line of its error, printed again at the very end:
// CI shows only the tail of a long run, and a failure scrolled out of it cannot be read.
const failedTests = []
const flakyTests = []
const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
const firstLine = (text = '') => text.replace(colours, '').trim().split('\n')[0].slice(0, 300)

function step(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`━━ ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  if (result.status !== 0) failures.push(name)
  return result.status === 0
}

function countVitest(file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  for (const suite of report.testResults)
    for (const test of suite.assertionResults.filter((result) => result.status === 'failed'))
      failedTests.push(
        `${suite.name.replace(process.cwd() + '/', '')} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`,
      )
}

function playwrightFailures(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests.filter((result) => ['unexpected', 'flaky'].includes(result.status))) {
      const error = test.results.find((result) => result.error)?.error
      const list = test.status === 'flaky' ? flakyTests : failedTests
      list.push(`[${test.projectName}] ${[...path, spec.title].join(' › ')}: ${firstLine(error?.message)}`)
    }
  for (const child of suite.suites ?? []) playwrightFailures(child, path)
}

function countPlaywright(file) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.stats.expected + report.stats.flaky
  failed += report.stats.unexpected
  for (const suite of report.suites) playwrightFailures(suite)
}

const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${results}/${name}.json`]

/**
 * Steps that only read the tree, run at once (two cores): each one's output is held and printed
 * whole when it ends, so the log reads as if they had run one after another.
 */
async function together(steps) {
  const runs = steps.map(
    ([name, command, args]) =>
      new Promise((resolve) => {
        const started = Date.now()
        const child = spawn(command, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
        const output = []
        child.stdout.on('data', (chunk) => output.push(chunk))
        child.stderr.on('data', (chunk) => output.push(chunk))
        child.on('close', (code) =>
          resolve({ name, code, output: Buffer.concat(output).toString(), seconds: (Date.now() - started) / 1000 }),
        )
      }),
  )
  for (const { name, code, output, seconds } of await Promise.all(runs)) {
    console.log(`\n━━ ${name} ━━\n${output.trimEnd()}`)
    console.log(`━━ ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(0)} s`)
    if (code !== 0) failures.push(name)
  }
}

// Alone: it regenerates the admin's import map in place, which the checks after it read.
step('generated files are current', 'node', ['scripts/check-generated.mjs'])
await together([
  ['type check', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
])
await together([
  ['import cycles', 'node', ['scripts/import-cycles.mjs']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit', ...vitestJson('unit')]],
])
countVitest(`${results}/unit.json`)
// The production build the browser tests run on is made while the integration tests run
// (two files at a time share the cores with it), its output kept in a file. The demo
// photos it renders first are rendered here, so the build and the tests never write them at once.
spawnSync('node', ['--import', 'tsx', 'scripts/demo-stock-photos.ts'], { stdio: 'inherit' })
const buildLog = `${results}/build.log`
const buildStarted = Date.now()
const building = new Promise((resolve) => {
  const log = openSync(buildLog, 'w')
  spawn('npm', ['run', 'build'], {
    stdio: ['ignore', log, log],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  }).on('exit', (code) => resolve(code === 0))
})
step('integration tests', 'node', [
  'scripts/with-elasticsearch.mjs',
  'npx',
  'vitest',
  'run',
  '--project',
  'integration',
  ...vitestJson('integration'),
])
countVitest(`${results}/integration.json`)
console.log('\n━━ production build ━━')
const built = await building
console.log(readFileSync(buildLog, 'utf8'))
console.log(
  `━━ production build: ${built ? 'ok' : 'FAILED'} in ${((Date.now() - buildStarted) / 1000).toFixed(0)} s after it began (it ran beside the integration tests; its own times are in its output above)`,
)
if (built)
  step('end-to-end tests', 'node', ['scripts/with-elasticsearch.mjs', 'node', 'scripts/e2e.mjs'], {
    E2E_SKIP_BUILD: '1',
  })
else failures.push('production build')
for (const report of readdirSync(results).filter((file) => /^e2e-.*\.json$/.test(file)))
  countPlaywright(`${results}/${report}`)

// A failed check that is not a test run still fails the whole command.
failed += failures.filter((name) => !name.endsWith('tests')).length
if (flakyTests.length)
  console.log(`\nPassed only on a second try:\n${flakyTests.map((line) => `  ! ${line}`).join('\n')}`)
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ✘ ${line}`).join('\n')}`)
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.')
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failures.length ? 1 : 0)
