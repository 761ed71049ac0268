'use client'

import dynamic from 'next/dynamic'
import { useRef } from 'react'
import { useNearScreen } from '@/components/useNearScreen'
import type { EnquiryFormProps } from './EnquiryForm.client'

const EnquiryForm = dynamic(() => import('./EnquiryForm.client').then((m) => m.EnquiryForm), { ssr: false })

/**
 * An enquiry form far down a page (the vehicle page's): its code and react-aria are fetched
 * when the visitor scrolls near it or follows a link to it, not with the page, so they do not
 * compete with the page's first paint on a slow phone. The box reserves the form's height.
 */
export function EnquiryFormWhenVisible(props: EnquiryFormProps) {
  const box = useRef<HTMLDivElement>(null)
  const shown = useNearScreen(box, '600px')

  return (
    <div ref={box} className="enquiry-form-slot" aria-busy={!shown}>
      {shown ? <EnquiryForm {...props} /> : <p className="visually-hidden">The enquiry form is loading.</p>}
    </div>
  )
}
