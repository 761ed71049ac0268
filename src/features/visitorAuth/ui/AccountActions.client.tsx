'use client'
import { useState } from 'react'
import { Button, Heading } from 'react-aria-components'
import { ModalDialog } from '@/components/design/ModalDialog.client'
import { markSignedIn } from '../signedInHint'

const FAILED = 'Something went wrong. Please try again.'

/** Sign out, and delete the account with everything stored about it (Australian Privacy Principles), after a confirmation. */
export function AccountActions({ dealer }: { dealer: string }) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const leave = async (method: 'DELETE', path: string) => {
    setBusy(true)
    setProblem(null)
    const answer = await fetch(path, { method }).catch(() => null)
    if (!answer?.ok && answer?.status !== 401) {
      setBusy(false)
      return setProblem(FAILED)
    }
    markSignedIn(false)
    window.location.assign('/')
  }
  return (
    <div className="account-actions">
      <Button className="btn btn-outline" isPending={busy} onPress={() => leave('DELETE', '/api/visitor/session')}>
        Sign out
      </Button>
      <Button className="btn btn-ghost" onPress={() => setConfirming(true)}>
        Delete my account
      </Button>
      {problem ? <p role="alert">{problem}</p> : null}
      {confirming ? (
        <ModalDialog onClose={() => setConfirming(false)}>
          <Heading slot="title">Delete your account?</Heading>
          <p>
            Your account with {dealer} goes, with your saved cars and sign-in history. Enquiries you sent stay with the
            dealer so they can answer them.
          </p>
          <div className="account-actions">
            <Button
              className="btn btn-primary"
              isPending={busy}
              onPress={() => leave('DELETE', '/api/visitor/account')}
            >
              Delete my account
            </Button>
            <Button slot="close" className="btn btn-ghost">
              Keep it
            </Button>
          </div>
        </ModalDialog>
      ) : null}
    </div>
  )
}
