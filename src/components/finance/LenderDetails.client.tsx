'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

// The dialog (react-aria) is fetched when a visitor opens it, not with the page.
const LenderDialog = dynamic(() => import('./LenderDialog').then((m) => m.LenderDialog), { ssr: false })

/** "About our lender": the lender's name, credit licence and contact details in a dialog. */
export function LenderDetails({ text }: { text: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="text-toggle" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        About our lender
      </button>
      {open ? <LenderDialog text={text} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
