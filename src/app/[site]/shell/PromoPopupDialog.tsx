'use client'

import { Button, Heading } from 'react-aria-components'
import { ModalDialog } from '@/components/design/ModalDialog.client'
import type { PopupContent } from '@/content/popups'

/** The popup's modal dialog: focus moves in and is trapped; Escape, the overlay and × close it. */
export function PromoPopupDialog({ popup, onClose }: { popup: PopupContent; onClose: () => void }) {
  return (
    <ModalDialog onClose={onClose}>
      <Button slot="close" className="popup-close" aria-label="Close">
        ×
      </Button>
      {popup.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a sized rendition, loaded only when the popup opens
        <img
          src={popup.image.url}
          alt={popup.image.alt}
          width={popup.image.width}
          height={popup.image.height}
          className="popup-image"
        />
      ) : null}
      <Heading slot="title" className="popup-title">
        {popup.title}
      </Heading>
      {popup.description ? <p>{popup.description}</p> : null}
      <a className="popup-button" href={popup.link} onClick={onClose}>
        {popup.buttonLabel}
      </a>
    </ModalDialog>
  )
}
