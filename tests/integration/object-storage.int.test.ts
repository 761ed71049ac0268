// Files in an S3-compatible bucket (S3_BUCKET), for instances that share no disk: uploads
// through Payload's S3 storage adapter, the stock's stored photos through the S3 photo store,
// against the local stand-in (scripts/s3StandIn.mjs), which checks every request's Signature
// V4 as S3 does. It is not S3: bucket policies, IAM roles and a CDN in front are not proven here.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { objectStorage } from '@/config/objectStorage'
import { DEFAULT_PHOTO_QUALITY } from '@/domain/photoSources'
import { photoResponse } from '@/photos/serve'
import { photoStore } from '@/photos/store'
import { storePhoto } from '@search-sync/photos/storePhoto'
import { startS3StandIn } from '../../scripts/s3StandIn.mjs'

let standIn: Awaited<ReturnType<typeof startS3StandIn>>
let payload: Payload
let bucket: S3Client

const objectsUnder = async (prefix: string) =>
  ((await bucket.send(new ListObjectsV2Command({ Bucket: standIn.bucket, Prefix: prefix }))).Contents ?? []).map(
    (object) => object.Key,
  )

const jpeg = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 140 } } })
    .jpeg({ quality: 85 })
    .toBuffer()

beforeAll(async () => {
  standIn = await startS3StandIn()
  // Before Payload's config is first read: it chooses the storage as it loads.
  Object.assign(process.env, standIn.env)
  const { seededPayload } = await import('./payload')
  payload = await seededPayload()
  bucket = new S3Client(objectStorage()!.client)
})

afterAll(async () => {
  bucket?.destroy()
  await standIn?.stop()
})

describe('uploads in the bucket', () => {
  it('an image and its sizes are written to the bucket, read back through Payload, and deleted with it', async () => {
    const data = await jpeg(1800, 1000, 200)
    const [dealer] = (
      await payload.find({ collection: 'tenants', where: { slug: { equals: 'outback-cars' } }, overrideAccess: true })
    ).docs
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'The showroom', tenant: dealer!.id },
      file: { data, mimetype: 'image/jpeg', name: 'showroom.jpg', size: data.length },
      overrideAccess: true,
    })
    const names = [media.filename, ...Object.values(media.sizes ?? {}).map((size) => size?.filename)].filter(Boolean)
    expect(names).toHaveLength(4)
    expect((await objectsUnder('media/')).sort()).toEqual(names.map((name) => `media/${name}`).sort())
    expect(existsSync(path.join(process.env.MEDIA_DIR!, media.filename!))).toBe(false)

    const [handler] = payload.collections.media.config.upload.handlers ?? []
    const served = (await handler!({ payload, headers: new Headers() } as unknown as PayloadRequest, {
      doc: media,
      params: { collection: 'media', filename: media.filename! },
    })) as Response
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(data)).toBe(true)

    await payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    expect(await objectsUnder('media/')).toEqual([])
  })
})

describe('stored photos in the bucket', () => {
  it('a photo is kept with its renditions, served in any size, and removed whole', async () => {
    const bytes = await jpeg(1200, 900, 30)
    const photo = await storePhoto(bytes, photoStore())
    if ('problem' in photo) throw new Error(photo.problem)
    const stored = await objectsUnder(`photos/${photo.key}/`)
    expect(stored).toContain(`photos/${photo.key}/original`)
    expect(stored).toContain(`photos/${photo.key}/800-q${DEFAULT_PHOTO_QUALITY}.avif`)
    expect(existsSync(path.join(process.env.PHOTOS_DIR!, photo.key.slice(0, 2), photo.key))).toBe(false)

    // A premade rendition, and one made from the stored original on first request and kept.
    for (const query of ['w=800', 'w=160&fm=jpg']) {
      const response = await photoResponse(
        photo.key,
        new URL(`http://site.test/photos/${photo.key}?${query}`),
        'image/avif,image/webp,*/*',
      )
      expect(response.status, query).toBe(200)
      expect(response.headers.get('content-type'), query).toBe(query.includes('jpg') ? 'image/jpeg' : 'image/avif')
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100)
    }
    expect(await objectsUnder(`photos/${photo.key}/160-`)).toEqual([
      `photos/${photo.key}/160-q${DEFAULT_PHOTO_QUALITY}.jpg`,
    ])

    await photoStore().remove(photo.key)
    expect(await objectsUnder(`photos/${photo.key}/`)).toEqual([])
    expect(await photoStore().read(`${photo.key}/original`)).toBeNull()
  })

  it('the stand-in refuses what S3 would: a wrong secret, a bucket that does not exist', async () => {
    const { s3PhotoStore } = await import('@/photos/s3Store')
    const wrongSecret = s3PhotoStore(objectStorage({ ...standIn.env, S3_SECRET_ACCESS_KEY: 'not-the-secret' })!)
    await expect(wrongSecret.write('0123/original', Buffer.from('x'))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    })
    const noBucket = s3PhotoStore(objectStorage({ ...standIn.env, S3_BUCKET: 'no-such-bucket' })!)
    await expect(noBucket.read('0123/original')).rejects.toMatchObject({ name: 'NoSuchBucket' })
    await expect(noBucket.write('0123/original', Buffer.from('x'))).rejects.toMatchObject({ name: 'NoSuchBucket' })
  })
})
