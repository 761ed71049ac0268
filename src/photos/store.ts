import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { MEDIA_DIR } from '@collections/Media'
import { objectStorage } from '@/config/objectStorage'
import { s3PhotoStore } from './s3Store'

/**
 * Where stored photos' bytes live, by name (`{key}/original`, `{key}/{width}-q{quality}.{format}`).
 * Names are content-addressed, so a file once written never changes: writing it again is
 * harmless and any instance may serve any file.
 */
export interface PhotoStore {
  read(name: string): Promise<Buffer | null>
  has(name: string): Promise<boolean>
  write(name: string, bytes: Buffer): Promise<void>
  /** Every file of a photo (its original and renditions). */
  remove(key: string): Promise<void>
}

/** On local disk under PHOTOS_DIR, by default MEDIA_DIR/photos (a volume the instances share in docker-compose). */
export function diskPhotoStore(
  root = path.resolve(process.env.PHOTOS_DIR || path.join(MEDIA_DIR, 'photos')),
): PhotoStore {
  // Two levels (the key's first two digits) keep directories small on a dealer group's disk.
  const fileOf = (name: string) => path.join(root, name.slice(0, 2), name)
  return {
    async read(name) {
      try {
        return await readFile(fileOf(name))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async has(name) {
      return access(fileOf(name)).then(
        () => true,
        () => false,
      )
    },
    async write(name, bytes) {
      const file = fileOf(name)
      await mkdir(path.dirname(file), { recursive: true })
      // Renamed into place, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`
      await writeFile(partial, bytes)
      await rename(partial, file)
    },
    async remove(key) {
      await rm(path.dirname(fileOf(`${key}/original`)), { recursive: true, force: true })
    },
  }
}

let store: PhotoStore | undefined

/** The process's photo store: the S3 bucket where one is configured (S3_BUCKET), else the disk. */
export function photoStore(): PhotoStore {
  if (!store) {
    const bucket = objectStorage()
    store = bucket ? (s3PhotoStore(bucket) satisfies PhotoStore) : diskPhotoStore()
  }
  return store
}
