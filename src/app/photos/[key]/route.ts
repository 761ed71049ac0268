import { photoResponse } from '@/photos/serve'

/** A stored photo's rendition (src/photos/serve.ts): the same bytes on every dealer's host. */
export async function GET(request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params
  return photoResponse(key, new URL(request.url), request.headers.get('accept'))
}
