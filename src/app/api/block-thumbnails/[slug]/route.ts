import { blockThumbnailSvg } from '@blocks/chooser/thumbnail'

/**
 * GET /api/block-thumbnails/<block slug>: the picture of a page block in the admin's block
 * chooser. The same for every dealer and built from code, so browsers keep it for a day.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const svg = blockThumbnailSvg((await params).slug)
  if (!svg) return new Response('No page block has that name.', { status: 404 })
  return new Response(svg, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  })
}
