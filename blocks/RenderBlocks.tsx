import type { ComponentType } from 'react'
import type { Page } from '@/payload-types'
import { RichTextBlock } from './RichText/Component'

export type PageBlock = NonNullable<Page['layout']>[number]
type BlockComponents = { [K in PageBlock['blockType']]: ComponentType<{ block: Extract<PageBlock, { blockType: K }> }> }

/** One component per block slug; adding a block to `configs.ts` without one here fails the type check. */
const components: BlockComponents = {
  richText: RichTextBlock,
}

export function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  return (
    <>
      {(blocks ?? []).map((block, index) => {
        const Component = components[block.blockType] as ComponentType<{ block: PageBlock }>
        return <Component key={block.id ?? `${block.blockType}-${index}`} block={block} />
      })}
    </>
  )
}
