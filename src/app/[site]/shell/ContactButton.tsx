'use client'

import { usePathname } from 'next/navigation'

/** Spec: the header's contact button, hidden on the contact page itself (/contact-us or /contact). */
export const CONTACT_PAGES = ['/contact-us', '/contact']

export function ContactButton({ href }: { href: string }) {
  const path = usePathname()?.replace(/\/+$/, '') || '/'
  if (CONTACT_PAGES.includes(path)) return null
  return (
    <a className="header-contact" href={href}>
      Contact Us
    </a>
  )
}
