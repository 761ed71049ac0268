#!/usr/bin/env node
// A MongoDB wire-protocol server for the tests of the MongoDB adapter, without MongoDB:
// mongo-java-server (in-memory backend) fetched from Maven Central into .cache/ and run with
// the machine's Java (17+) from scripts/mongo/WireServer.java. It is not MongoDB: no replica
// set (so no multi-document transactions), its own query engine and none of MongoDB's limits.
//
//   node scripts/mongoWireServer.mjs fetch        -> downloads the jars into .cache/ only
//   node scripts/mongoWireServer.mjs start PORT   -> runs one in the foreground
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const WIRE_SERVER_VERSION = '1.46.0'
const cacheDir = path.join(root, '.cache', 'mongo-wire-server')
const libDir = path.join(cacheDir, `lib-${WIRE_SERVER_VERSION}`)
const source = path.join(root, 'scripts', 'mongo', 'WireServer.java')

const log = (msg) => process.stderr.write(`[mongo-wire-server] ${msg}\n`)

export function fetchWireServer() {
  if (existsSync(libDir) && readdirSync(libDir).some((name) => name.startsWith('mongo-java-server-memory'))) return
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(
    path.join(cacheDir, 'pom.xml'),
    `<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>
<groupId>local</groupId><artifactId>mongo-wire-server</artifactId><version>1</version>
<dependencies><dependency><groupId>de.bwaldvogel</groupId><artifactId>mongo-java-server</artifactId><version>${WIRE_SERVER_VERSION}</version></dependency></dependencies></project>\n`,
  )
  log(`fetching de.bwaldvogel:mongo-java-server:${WIRE_SERVER_VERSION} with Maven`)
  const mvn = spawnSync('mvn', ['-q', '-B', 'dependency:copy-dependencies', `-DoutputDirectory=${libDir}`], {
    stdio: 'inherit',
    cwd: cacheDir,
  })
  if (mvn.status !== 0) throw new Error('Maven could not fetch mongo-java-server; is Maven Central reachable?')
}

const answers = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

/** Starts a fresh, empty server on `port`; resolves once it accepts connections. */
export async function startWireServer(port) {
  fetchWireServer()
  if (await answers(port)) throw new Error(`Port ${port} is already in use.`)
  const child = spawn('java', ['-Xmx4g', '-cp', `${libDir}/*`, source, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  process.once('exit', stop)
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline && child.exitCode === null) {
    if (await answers(port)) return { url: `mongodb://127.0.0.1:${port}`, stop }
    await new Promise((r) => setTimeout(r, 200))
  }
  stop()
  throw new Error('The MongoDB wire-protocol server did not start.')
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [command, port] = process.argv.slice(2)
  if (command === 'fetch') fetchWireServer()
  else if (command === 'start' && port) {
    const server = await startWireServer(Number(port))
    log(`listening at ${server.url}`)
    process.on('SIGINT', () => process.exit(0))
  } else {
    console.error('usage: node scripts/mongoWireServer.mjs fetch | start PORT')
    process.exit(2)
  }
}
