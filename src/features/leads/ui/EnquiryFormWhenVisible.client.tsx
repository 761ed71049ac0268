'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, type ComponentType } from 'react'
import { useNearScreen } from '@/components/useNearScreen'
import type { EnquiryFormProps } from './EnquiryForm.client'

const loadForm = () => import('./EnquiryForm.client').then((m) => m.EnquiryForm)
// Rendered on the server only: the page's HTML carries the whole form, which posts without a script.
const ServerForm = dynamic(loadForm)

/**
 * An enquiry form far down a page (the vehicle page's): in the server's HTML, so it can be
 * sent before or without any script, but its code and react-aria run only once the visitor
 * scrolls near it or follows a link to it, so they do not compete with the page's first
 * paint on a slow phone. Until then the browser keeps the server's form as it is.
 */
export function EnquiryFormWhenVisible(props: EnquiryFormProps) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearScreen(box, '600px')
  const [Form, setForm] = useState<ComponentType<EnquiryFormProps> | null>(null)
  useEffect(() => {
    if (near) void loadForm().then((form) => setForm(() => form))
  }, [near])

  if (typeof window === 'undefined')
    return (
      <div ref={box} className="enquiry-form-slot">
        <ServerForm {...props} />
      </div>
    )
  if (!Form)
    // Hydration leaves an element's own HTML alone: the server's form stays, untouched, until its code is here.
    return (
      <div ref={box} className="enquiry-form-slot" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
    )
  return (
    <div ref={box} className="enquiry-form-slot">
      <Form {...props} />
    </div>
  )
}
