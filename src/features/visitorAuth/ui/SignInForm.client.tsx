'use client'
import { useState, type FormEvent } from 'react'
import { Button, Form } from 'react-aria-components'
import { codeProblem } from '@/domain/oneTimeCode'
import { returnPath } from '@/domain/returnPath'
import { requestCode, verifyCode, type CodeErrors } from '../codeClient'
import { CodeFields } from './CodeFields.client'
import '@/features/leads/ui/enquiry-form.css'
import './sign-in.css'

const FAILED = 'Something went wrong. Please try again.'

type Errors = CodeErrors

/** The page's ?type= (what the visitor signs in for: watchlist, finance...), sent with each request. */
const purpose = () => new URLSearchParams(window.location.search).get('type') ?? undefined

type Props = {
  /** Where a step posted without scripts left off (the page's address says it): the number, whether a code went, the messages. */
  initial: { phone: string; sent: boolean; errors: Errors }
  /** The page's ?type, ?redirect and ?back, posted along by a browser without scripts. */
  carried: Record<string, string>
}

/**
 * The sign-in by a code texted to the visitor's mobile (spec): Send Code, "Sending...", then
 * Resend Code; the code field opens once a code was sent and the number is then fixed; a
 * signed-in visitor goes back where they came from (?redirect=, same site only).
 */
export function SignInForm({ initial, carried }: Props) {
  const [phone, setPhone] = useState(initial.phone)
  const [code, setCode] = useState('')
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(initial.sent)
  const [signingIn, setSigningIn] = useState(false)
  const [errors, setErrors] = useState<Errors>(initial.errors)

  const sendCode = async () => {
    setSending(true)
    setErrors({})
    const step = await requestCode(phone, purpose(), FAILED)
    if (step.ok) setSent(true)
    else setErrors(step.errors)
    setSending(false)
  }

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = codeProblem(code)
    if (problem) return setErrors({ code: problem })
    setSigningIn(true)
    setErrors({})
    const step = await verifyCode(phone, code, purpose(), FAILED)
    if (!step.ok) {
      setSigningIn(false)
      return setErrors(step.errors)
    }
    const query = new URLSearchParams(window.location.search)
    window.location.assign(returnPath(query.get('redirect')))
  }

  return (
    <Form
      className="enquiry-form sign-in-form"
      action="/api/visitor/session"
      method="post"
      onSubmit={signIn}
      validationBehavior="aria"
    >
      {Object.entries(carried).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Enter in a field presses a form's first submit button: this one, out of sight and out of
          the tab order, does the step the visitor is at (send the code, or sign in with it). */}
      <button
        type="submit"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        formAction={sent ? '/api/visitor/session' : '/api/visitor/code'}
        formNoValidate={!sent}
        onClick={(event) => {
          if (sent) return
          event.preventDefault()
          void sendCode()
        }}
      />
      {/* A disabled field is not posted: the number a code went to goes with the code. */}
      {sent ? <input type="hidden" name="phone_number" value={phone} /> : null}
      {/* Send Code is a plain button: without scripts it posts the form to the code's address instead. */}
      <CodeFields
        phone={phone}
        onPhone={setPhone}
        code={code}
        onCode={setCode}
        sent={sent}
        errors={errors}
        sendButton={
          <button
            type="submit"
            className="outline-button"
            formAction="/api/visitor/code"
            formNoValidate
            disabled={sending || signingIn}
            onClick={(event) => {
              event.preventDefault()
              void sendCode()
            }}
          >
            {sending ? 'Sending...' : sent ? 'Resend Code' : 'Send Code'}
          </button>
        }
      />
      <Button type="submit" className="button" isDisabled={!sent || signingIn}>
        {signingIn ? 'Signing in...' : 'Sign In'}
      </Button>
    </Form>
  )
}
