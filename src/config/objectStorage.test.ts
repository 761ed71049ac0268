import { describe, expect, it } from 'vitest'
import { objectStorage } from './objectStorage'

describe('objectStorage', () => {
  it('is the disk without S3_BUCKET', () => {
    expect(objectStorage({})).toBeUndefined()
  })

  it('an AWS bucket: the region, the keys, virtual-hosted addresses', () => {
    const bucket = objectStorage({
      S3_BUCKET: 'dealer-media',
      S3_REGION: 'ap-southeast-2',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(bucket).toMatchObject({
      bucket: 'dealer-media',
      client: { region: 'ap-southeast-2', credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' } },
    })
    expect(bucket!.client.forcePathStyle).toBeUndefined()
  })

  it('another S3-compatible store by its endpoint, with path-style addresses; the instance role without keys', () => {
    const bucket = objectStorage({
      S3_BUCKET: 'b',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://acct.r2.cloudflarestorage.com',
    })
    expect(bucket!.client).toMatchObject({ endpoint: 'https://acct.r2.cloudflarestorage.com', forcePathStyle: true })
    expect(bucket!.client.credentials).toBeUndefined()
  })

  it('half a setting stops start-up, naming what is missing', () => {
    expect(() => objectStorage({ S3_REGION: 'ap-southeast-2' })).toThrow(/without S3_BUCKET/)
    expect(() => objectStorage({ S3_BUCKET: 'b' })).toThrow(/without S3_REGION/)
    expect(() => objectStorage({ S3_BUCKET: 'b', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'k' })).toThrow(/both/)
    expect(() => objectStorage({ S3_BUCKET: 'b', S3_REGION: 'r', S3_ENDPOINT: 'minio:9000' })).toThrow(/http\(s\)/)
  })
})
