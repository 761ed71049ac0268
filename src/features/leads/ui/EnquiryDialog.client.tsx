'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import type { EnquiryFormProps } from './EnquiryForm.client'
import type { CarSummaryData } from '../carForForm'
import './enquiry-form.css'

// The page ships only the button: the dialog (react-aria) and the form load when a visitor
// first reaches for it (pointer over or focus on the button, or the press itself), so a
// car's page does not carry ~40 KB of dialog and form code before its photo shows.
const loadModal = () => import('./EnquiryDialogModal.client')
const EnquiryDialogModal = dynamic(() => loadModal().then((m) => m.EnquiryDialogModal), { ssr: false })
const warmUp = () => void loadModal()

type Props = EnquiryFormProps & {
  /** The button that opens it, which is also the dialog's title. */
  title: string
  /** The car as the dialog shows it above the form (spec: image, title, price, summary), when it is about one. */
  summary?: CarSummaryData
  /** The opening button's look: a button (the default) or an outline button. */
  buttonClassName?: string
}

/**
 * A lead form in a dialog: Make an Offer and Request Photos over the car's page, with the car
 * (photo, name, price, a line of its details) above the form, and the quick enquiry (spec:
 * quick-enquiry forms open in a modal). Focus moves in and returns to the button; Escape and
 * Close dismiss it.
 */
export function EnquiryDialog({ title, buttonClassName = 'outline-button', ...dialog }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onClick={() => setOpen(true)}
      >
        {title}
      </button>
      {open ? <EnquiryDialogModal title={title} {...dialog} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
