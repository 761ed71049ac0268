'use client'

import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components'
import type { ToastQueue } from 'react-stately/useToastState'
import type { SiteToast } from './toasts'
import './toast.css'

/**
 * The toasts of a queue, bottom centre on phones and bottom right on wide screens (react-aria:
 * a landmark F6 reaches, each toast announced politely, timers paused on hover and focus).
 */
export function ToastList({ queue }: { queue: ToastQueue<SiteToast> }) {
  return (
    <ToastRegion queue={queue} className="toast-region" aria-label="Notifications">
      {({ toast }) => (
        <Toast toast={toast} className="toast">
          <ToastContent className="toast-content">
            <Text slot="title">{toast.content.text}</Text>
          </ToastContent>
          {toast.content.action ? (
            <a className="toast-action" href={toast.content.action.href}>
              {toast.content.action.label}
            </a>
          ) : null}
          <Button slot="close" className="toast-close" aria-label="Dismiss">
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  )
}
