// A local S3-compatible store for development and the tests (s3rver): it checks every
// request's AWS Signature V4 against its one key pair and answers with S3's own errors
// (SignatureDoesNotMatch, NoSuchBucket, NoSuchKey), keeping objects in a folder.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from '@20minutes/s3rver'

export const S3_STAND_IN_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/** The store on 127.0.0.1 with one bucket; `env` is what points the platform at it. */
export async function startS3StandIn({ port = 0, bucket = 'dealer-platform' } = {}) {
  const directory = mkdtempSync(path.join(tmpdir(), 's3-stand-in-'))
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  const address = await server.run()
  const endpoint = `http://127.0.0.1:${address.port}`
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'ap-southeast-2',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3_STAND_IN_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_STAND_IN_KEYS.secretAccessKey,
    },
    stop: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
