'use client'

import dynamic from 'next/dynamic'
import { Button, Heading } from 'react-aria-components'
import { ModalDialog } from '@/components/design/ModalDialog.client'
import type { EnquiryFormProps } from './EnquiryForm.client'
import type { CarSummaryData } from '../carForForm'
import { CarSummary } from './CarSummary'

const EnquiryForm = dynamic(() => import('./EnquiryForm.client').then((m) => m.EnquiryForm), { ssr: false })

export type EnquiryDialogModalProps = EnquiryFormProps & {
  title: string
  summary?: CarSummaryData
  onClose: () => void
}

/** The open dialog: focus moves in, and Escape, the overlay and Close dismiss it and give the focus back. */
export function EnquiryDialogModal({ title, summary, onClose, ...form }: EnquiryDialogModalProps) {
  return (
    <ModalDialog onClose={onClose} className="enquiry-dialog" labelledBy={form.formId}>
      <Heading slot="title" id={form.formId} className="popup-title">
        {title}
      </Heading>
      {summary ? <CarSummary car={summary} linked={false} /> : null}
      <EnquiryForm {...form} />
      <Button slot="close" className="popup-close" aria-label="Close">
        ×
      </Button>
    </ModalDialog>
  )
}
