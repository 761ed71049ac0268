import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { ConfigurationError } from './configurationError'

/** An S3-compatible bucket for uploads and stored photos (AWS S3, Cloudflare R2, MinIO, Backblaze B2...). */
export type ObjectStorage = { bucket: string; client: S3ClientConfig }

/**
 * The bucket from S3_BUCKET, or none (files stay on local disk). S3_REGION is required with it;
 * S3_ENDPOINT names a store other than AWS (path-style addresses then, as most of them need);
 * the keys come from S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or from the SDK's own chain
 * (an instance role) when both are unset. Half a setting stops start-up rather than writing to disk.
 */
export function objectStorage(env: Partial<NodeJS.ProcessEnv> = process.env): ObjectStorage | undefined {
  const setting = (value: string | undefined) => value?.trim() || undefined
  const bucket = setting(env.S3_BUCKET)
  const region = setting(env.S3_REGION)
  const endpoint = setting(env.S3_ENDPOINT)
  const accessKeyId = setting(env.S3_ACCESS_KEY_ID)
  const secretAccessKey = setting(env.S3_SECRET_ACCESS_KEY)
  if (!bucket) {
    if (region || endpoint || accessKeyId || secretAccessKey)
      throw new ConfigurationError('S3_REGION, S3_ENDPOINT or S3 keys are set without S3_BUCKET: set the bucket too.')
    return undefined
  }
  if (!region) throw new ConfigurationError('S3_BUCKET is set without S3_REGION (for example ap-southeast-2).')
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new ConfigurationError(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the instance role.',
    )
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint))
    throw new ConfigurationError(`S3_ENDPOINT must be an http(s) address, not "${endpoint}".`)
  return {
    bucket,
    client: {
      region,
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // Checksums only where S3 requires them: S3-compatible stores do not all take the
      // SDK's default streamed trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 4,
    },
  }
}
