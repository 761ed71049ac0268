'use client'

import dynamic from 'next/dynamic'
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import type { EnquiryFormProps } from './EnquiryForm.client'
import type { CarSummaryData } from '../carForForm'
import { CarSummary } from './CarSummary'
import './enquiry-form.css'

// The form and its checks load when the dialog first opens, not with the car's page.
const EnquiryForm = dynamic(() => import('./EnquiryForm.client').then((m) => m.EnquiryForm), { ssr: false })

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
export function EnquiryDialog({ title, summary, buttonClassName = 'outline-button', ...form }: Props) {
  return (
    <DialogTrigger>
      <Button className={buttonClassName}>{title}</Button>
      <ModalOverlay isDismissable className="popup-overlay">
        <Modal className="popup enquiry-dialog">
          <Dialog className="popup-dialog" aria-labelledby={form.formId}>
            <Heading slot="title" id={form.formId} className="popup-title">
              {title}
            </Heading>
            {summary ? <CarSummary car={summary} linked={false} /> : null}
            <EnquiryForm {...form} />
            <Button slot="close" className="popup-close" aria-label="Close">
              ×
            </Button>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
