'use client'

import type { ReactNode } from 'react'
import { Dialog, Modal, ModalOverlay } from 'react-aria-components'

/**
 * The design system's modal dialog (react-aria), shown while it is rendered: focus moves in
 * and stays inside; Escape, a click on the overlay and a `slot="close"` button call `onClose`,
 * and the focus goes back to where it was. Its title is a `<Heading slot="title">` inside, or
 * the element `labelledBy` names.
 */
export function ModalDialog({
  onClose,
  className,
  labelledBy,
  children,
}: {
  onClose: () => void
  /** Added to the dialog box's `popup` class (its width and layout). */
  className?: string
  labelledBy?: string
  children: ReactNode
}) {
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable
      className="popup-overlay"
    >
      <Modal className={className ? `popup ${className}` : 'popup'}>
        <Dialog className="popup-dialog" aria-labelledby={labelledBy}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
