import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { ObjectStorage } from '@/config/objectStorage'

/** Files under `photos/` in the bucket, named as on disk (`{key}/original`, `{key}/{width}-q{quality}.{format}`). */
const PREFIX = 'photos/'

/** S3's answer for a key that is not there: NoSuchKey to a GET; a HEAD has no body, so only its 404. */
const missing = (error: unknown, answer: 'NoSuchKey' | 'NotFound') =>
  error instanceof S3ServiceException && error.name === answer

/**
 * Stored photos (a PhotoStore) in an S3-compatible bucket, for instances that share no disk. A PUT is
 * whole or absent, so a reader never sees half a file; the names never change once written.
 */
export function s3PhotoStore({ bucket, client: config }: ObjectStorage, client = new S3Client(config)) {
  const Bucket = bucket
  return {
    async read(name: string): Promise<Buffer | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: PREFIX + name }))
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
      } catch (error) {
        if (missing(error, 'NoSuchKey')) return null
        throw error
      }
    },
    async has(name: string): Promise<boolean> {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: PREFIX + name }))
        return true
      } catch (error) {
        if (missing(error, 'NotFound')) return false
        throw error
      }
    },
    async write(name: string, bytes: Buffer): Promise<void> {
      await client.send(new PutObjectCommand({ Bucket, Key: PREFIX + name, Body: bytes }))
    },
    async remove(key: string): Promise<void> {
      // A photo has its original and at most a few dozen renditions: one page of a listing.
      for (let token: string | undefined; ;) {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${PREFIX}${key}/`, ContinuationToken: token }),
        )
        const objects = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []))
        if (objects.length)
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: objects, Quiet: true } }))
        if (!page.IsTruncated) break
        token = page.NextContinuationToken
      }
    },
  }
}
