'use client'

import { Button, Heading } from 'react-aria-components'
import { ModalDialog } from '../design/ModalDialog.client'

/** The lender's licensing and contact text, one paragraph per line the dealer typed. */
export function LenderDialog({ text, onClose }: { text: string; onClose: () => void }) {
  const paragraphs = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  return (
    <ModalDialog onClose={onClose} className="lender-dialog">
      <Heading slot="title" className="popup-title">
        About our lender
      </Heading>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <Button slot="close" className="button">
        Close
      </Button>
    </ModalDialog>
  )
}
