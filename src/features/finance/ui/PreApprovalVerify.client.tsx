'use client'
import { useState, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { codeProblem } from '@/domain/oneTimeCode'
import { requestCode, verifyCode, type CodeErrors } from '@/features/visitorAuth/codeClient'
import { CodeFields } from '@/features/visitorAuth/ui/CodeFields.client'
import { UNKNOWN_ERROR, UNKNOWN_VERIFICATION_ERROR } from '../preApprovalClient'

/** Signs in for the finance broker: the sign-in page's ?type for these codes. */
const PURPOSE = 'finance'

/**
 * The pre-approval's "Instant pre-approval": the buyer's mobile verified by a code texted to it
 * (the visitor sign-in's own code, events 36 and 37); once verified, the application goes.
 */
export function PreApprovalVerify({ onVerified }: { onVerified: () => void }) {
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState<'sending' | 'verifying' | null>(null)
  const [errors, setErrors] = useState<CodeErrors>({})

  const send = async () => {
    setBusy('sending')
    setErrors({})
    const step = await requestCode(phone, PURPOSE, UNKNOWN_ERROR)
    if (step.ok) setSent(true)
    else setErrors(step.errors)
    setBusy(null)
  }

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!sent) return void send()
    const problem = codeProblem(code)
    if (problem) return setErrors({ code: problem })
    setBusy('verifying')
    setErrors({})
    const step = await verifyCode(phone, code, PURPOSE, UNKNOWN_VERIFICATION_ERROR)
    setBusy(null)
    if (step.ok) onVerified()
    else setErrors(step.errors)
  }

  return (
    <Form className="enquiry-form pre-approval-form" onSubmit={verify} validationBehavior="aria">
      <p className="pre-approval-lead">We text a 6-digit code to your mobile to confirm it is yours.</p>
      <CodeFields
        phone={phone}
        onPhone={setPhone}
        code={code}
        onCode={setCode}
        sent={sent}
        errors={errors}
        sendButton={
          <button type="button" className="outline-button" disabled={busy !== null} onClick={() => void send()}>
            {busy === 'sending' ? 'Sending...' : sent ? 'Resend Code' : 'Send Code'}
          </button>
        }
      />
      <div className="pre-approval-actions">
        <button type="submit" className="button" disabled={!sent || busy !== null}>
          {busy === 'verifying' ? 'Verifying...' : 'Verify and apply'}
        </button>
      </div>
    </Form>
  )
}
