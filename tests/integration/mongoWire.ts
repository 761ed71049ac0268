// Payload on the MongoDB adapter for an integration test file, against a fresh in-memory
// MongoDB wire-protocol server (scripts/mongoWireServer.mjs): the file's DATABASE_URI is
// pointed at it before Payload's config is first imported, so nothing of the file touches
// SQLite. The server is not MongoDB: it has no replica set, so Payload runs without
// transactions, and its query engine is its own.
import net from 'node:net'
import type { Payload } from 'payload'
import { startWireServer } from '../../scripts/mongoWireServer.mjs'

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

export type MongoPayload = { payload: Payload; uri: string; stop: () => Promise<void> }

/** Payload on a new wire-protocol server; `stop` ends both. */
export async function payloadOnMongo(database = 'dealer-platform'): Promise<MongoPayload> {
  const server = await startWireServer(await freePort())
  const uri = `${server.url}/${database}`
  process.env.DATABASE_URI = uri
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  if (payload.db.name !== 'mongoose') throw new Error(`Payload started on ${payload.db.name}, not MongoDB`)
  return {
    payload,
    uri,
    stop: async () => {
      await payload.destroy().catch(() => undefined)
      server.stop()
    },
  }
}
