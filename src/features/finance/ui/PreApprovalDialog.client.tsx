'use client'
import { useEffect, useRef, useState } from 'react'
import { Button, Heading } from 'react-aria-components'
import { ModalDialog } from '@/components/design/ModalDialog.client'
import { applyToLender } from '../preApprovalClient'
import { PreApprovalDetails, type Dealership, type Details } from './PreApprovalDetails.client'
import { PreApprovalVerify } from './PreApprovalVerify.client'
import { QuoteForm, type QuickQuoteStart } from './QuoteForm.client'
import '@/features/leads/ui/enquiry-form.css'
import '@/features/visitorAuth/ui/sign-in.css'
import './pre-approval.css'

/** The spec's title and four steps. */
export const PRE_APPROVAL_TITLE = 'Instant Finance pre-approval with no impact on your credit score.'
const STEPS = ['Quick Estimate', 'Your Details', 'Instant pre-approval', 'Apply to lender'] as const

type Application = { state: 'sending' } | { state: 'failed'; error: string; leadStored: boolean }

/**
 * The pre-approval (spec): the quote's figures, the buyer's details, their mobile verified by a
 * code, then the application sent to the broker and the buyer taken to its redirectUrl. The
 * steps only go forward; the dealer has the finance lead whatever the broker answers.
 */
export function PreApprovalDialog({
  car,
  start,
  dealerships,
  onClose,
}: {
  car?: string
  start: QuickQuoteStart
  dealerships: readonly Dealership[]
  onClose: () => void
}) {
  const [step, setStep] = useState(0)
  const [asked, setAsked] = useState(start)
  const [details, setDetails] = useState<Details | null>(null)
  const [application, setApplication] = useState<Application>({ state: 'sending' })
  const stepTitle = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (step > 0) stepTitle.current?.focus()
  }, [step])

  const apply = async () => {
    if (!details) return
    setStep(3)
    setApplication({ state: 'sending' })
    const { postCode, location, ...person } = details
    const answer = await applyToLender({
      data: { ...asked, ...person, ...(postCode.trim() ? { postCode: postCode.trim() } : {}) },
      ...(car ? { car } : {}),
      ...(location ? { location } : {}),
      ...(asked.whoIsHelping ? { whoIsHelping: asked.whoIsHelping } : {}),
      page_url: window.location.href,
    })
    if ('redirectUrl' in answer) window.location.assign(answer.redirectUrl)
    else setApplication({ state: 'failed', ...answer })
  }

  return (
    <ModalDialog onClose={onClose} className="pre-approval">
      <Button slot="close" className="popup-close" aria-label="Close">
        ×
      </Button>
      <Heading slot="title" className="popup-title">
        {PRE_APPROVAL_TITLE}
      </Heading>
      <ol className="pre-approval-steps">
        {STEPS.map((name, index) => (
          <li key={name} aria-current={index === step ? 'step' : undefined} data-done={index < step || undefined}>
            <span className="pre-approval-step-number" aria-hidden="true">
              {index + 1}
            </span>
            {name}
          </li>
        ))}
      </ol>
      <h3 ref={stepTitle} tabIndex={-1} className="pre-approval-step-title">
        {STEPS[step]}
      </h3>
      {step === 0 ? (
        <>
          <QuoteForm car={car} start={asked} onChange={setAsked} />
          <div className="pre-approval-actions">
            <button type="button" className="button" onClick={() => setStep(1)}>
              Next
            </button>
          </div>
        </>
      ) : step === 1 ? (
        <PreApprovalDetails
          initial={details}
          dealerships={dealerships}
          onDone={(entered) => {
            setDetails(entered)
            setStep(2)
          }}
        />
      ) : step === 2 ? (
        <PreApprovalVerify onVerified={() => void apply()} />
      ) : application.state === 'sending' ? (
        <p role="status" className="pre-approval-lead">
          Sending your application to our finance partner...
        </p>
      ) : (
        <div className="pre-approval-failed">
          <p role="alert" className="enquiry-error">
            {application.error}
          </p>
          {/* With the lead stored, asking again would send the dealer a second one: they call instead. */}
          {application.leadStored ? (
            <p>We have your details: our finance team will call you to finish your application.</p>
          ) : null}
          <div className="pre-approval-actions">
            {application.leadStored ? null : (
              <button type="button" className="outline-button" onClick={() => void apply()}>
                Try again
              </button>
            )}
            <Button slot="close" className="button">
              Close
            </Button>
          </div>
        </div>
      )}
    </ModalDialog>
  )
}
