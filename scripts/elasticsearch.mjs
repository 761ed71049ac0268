#!/usr/bin/env node
// Test harness for a real Elasticsearch 8 server without Docker.
// Fetches Elastic's minimal server (integ-test-zip) from Maven Central into .cache/,
// runs it on 127.0.0.1 as an unprivileged user (Elasticsearch refuses root) with
// security off and a small heap, and waits for _cluster/health.
//
//   node scripts/elasticsearch.mjs fetch   -> downloads the distribution into .cache/ only
//   node scripts/elasticsearch.mjs start   -> prints the URL, leaves the server running
//   node scripts/elasticsearch.mjs stop
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const ES_VERSION = process.env.ES_VERSION ?? '8.19.7'
export const ES_PORT = Number(process.env.ES_PORT ?? 9250)
export const ES_URL = `http://127.0.0.1:${ES_PORT}`
const ES_USER = 'elasticsearch'
const cacheDir = path.join(root, '.cache', 'elasticsearch')
const home = path.join(cacheDir, `elasticsearch-${ES_VERSION}`)
const runDir = path.join(cacheDir, `run-${ES_PORT}`)
const pidFile = path.join(runDir, 'es.pid')

const log = (msg) => process.stderr.write(`[elasticsearch] ${msg}\n`)
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

function fetchDistribution() {
  if (existsSync(path.join(home, 'bin', 'elasticsearch'))) return
  mkdirSync(cacheDir, { recursive: true })
  const artifact = `org.elasticsearch.distribution.integ-test-zip:elasticsearch:${ES_VERSION}:zip`
  log(`fetching ${artifact} with Maven`)
  const mvn = spawnSync(
    'mvn',
    [
      '-q',
      '-B',
      'dependency:copy',
      `-Dartifact=${artifact}`,
      `-DoutputDirectory=${cacheDir}`,
      '-Dmdep.overWriteIfNewer=true',
    ],
    { stdio: 'inherit', cwd: cacheDir },
  )
  if (mvn.status !== 0)
    throw new Error('Maven could not fetch Elasticsearch; is Maven installed and Maven Central reachable?')
  const zip = path.join(cacheDir, `elasticsearch-${ES_VERSION}.zip`)
  const unzip = spawnSync('unzip', ['-q', '-o', zip, '-d', cacheDir], { stdio: 'inherit' })
  if (unzip.status !== 0) {
    execFileSync('python3', ['-m', 'zipfile', '-e', zip, cacheDir], { stdio: 'inherit' })
    execFileSync('chmod', ['-R', 'u+x', path.join(home, 'bin')])
  }
  rmSync(zip)
}

function ensureUser() {
  if (!isRoot()) return
  const exists = spawnSync('id', ['-u', ES_USER]).status === 0
  if (!exists) execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', ES_USER])
}

// The integ-test-zip ships no JDK: use the machine's (Java 17+).
function javaHome() {
  if (process.env.ES_JAVA_HOME) return process.env.ES_JAVA_HOME
  if (process.env.JAVA_HOME) return process.env.JAVA_HOME
  try {
    const java = execFileSync('sh', ['-c', 'readlink -f "$(command -v java)"'], { encoding: 'utf8' }).trim()
    return path.dirname(path.dirname(java))
  } catch {
    throw new Error('Java 17+ is needed to run Elasticsearch: install a JDK or set ES_JAVA_HOME')
  }
}

async function healthy(timeoutMs = 1500) {
  try {
    const res = await fetch(`${ES_URL}/_cluster/health`, { signal: AbortSignal.timeout(timeoutMs) })
    if (!res.ok) return false
    const body = await res.json()
    return body.status === 'green' || body.status === 'yellow'
  } catch {
    return false
  }
}

export async function start() {
  if (await healthy()) {
    log(`already running at ${ES_URL}`)
    return ES_URL
  }
  fetchDistribution()
  ensureUser()
  rmSync(runDir, { recursive: true, force: true })
  mkdirSync(path.join(runDir, 'data'), { recursive: true })
  mkdirSync(path.join(runDir, 'logs'), { recursive: true })
  // The distribution writes into config/ (keystore) at start-up.
  if (isRoot()) execFileSync('chown', ['-R', `${ES_USER}:`, home, runDir])
  const args = [
    path.join(home, 'bin', 'elasticsearch'),
    '-d',
    '-p',
    pidFile,
    '-E',
    'discovery.type=single-node',
    '-E',
    'xpack.security.enabled=false',
    '-E',
    'network.host=127.0.0.1',
    '-E',
    `http.port=${ES_PORT}`,
    '-E',
    `transport.port=${ES_PORT + 50}`,
    '-E',
    `path.data=${path.join(runDir, 'data')}`,
    '-E',
    `path.logs=${path.join(runDir, 'logs')}`,
    '-E',
    'cluster.routing.allocation.disk.threshold_enabled=false',
    '-E',
    'action.destructive_requires_name=false',
  ]
  const env = {
    ...process.env,
    ES_JAVA_HOME: javaHome(),
    ES_JAVA_OPTS: process.env.ES_JAVA_OPTS ?? '-Xms512m -Xmx512m',
  }
  const cmd = isRoot() ? 'runuser' : args[0]
  const cmdArgs = isRoot() ? ['-u', ES_USER, '--', ...args] : args.slice(1)
  log(`starting ${ES_VERSION} on ${ES_URL}`)
  // The daemon echoes its start-up log to stdout until it detaches; the log file keeps it.
  const started = spawnSync(cmd, cmdArgs, { env, stdio: ['ignore', 'ignore', 'inherit'] })
  if (started.status !== 0) throw new Error(`Elasticsearch failed to start; see ${path.join(runDir, 'logs')}`)
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (await healthy()) {
      log(`ready at ${ES_URL}`)
      return ES_URL
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`Elasticsearch did not become healthy within 180 s; see ${path.join(runDir, 'logs')}`)
}

export async function stop() {
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').trim())
  try {
    process.kill(pid, 'SIGTERM')
  } catch {
    return
  }
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0)
      await new Promise((r) => setTimeout(r, 300))
    } catch {
      log('stopped')
      writeFileSync(pidFile, '')
      return
    }
  }
  process.kill(pid, 'SIGKILL')
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const command = process.argv[2]
  if (command === 'fetch') fetchDistribution()
  else if (command === 'start') await start().then((url) => console.log(url))
  else if (command === 'stop') await stop()
  else {
    console.error('usage: node scripts/elasticsearch.mjs fetch|start|stop')
    process.exit(2)
  }
}
