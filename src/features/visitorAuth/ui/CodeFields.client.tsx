'use client'
import type { ReactNode } from 'react'
import { FieldError, Input, Label, TextField } from 'react-aria-components'
import type { CodeErrors } from '../codeClient'

type Props = {
  phone: string
  onPhone: (phone: string) => void
  code: string
  onCode: (code: string) => void
  /** A code went: the number is fixed and the code field opens. */
  sent: boolean
  errors: CodeErrors
  /** Send Code / Resend Code, between the two fields (each form sends it its own way). */
  sendButton: ReactNode
}

/**
 * The mobile number and the texted code, with the status and the error: one set of fields for
 * the sign-in page and every flow that verifies a mobile by the sign-in's code (the finance
 * pre-approval).
 */
export function CodeFields({ phone, onPhone, code, onCode, sent, errors, sendButton }: Props) {
  return (
    <>
      <TextField
        className="enquiry-field"
        name="phone_number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={phone}
        onChange={onPhone}
        isDisabled={sent}
        isRequired
        isInvalid={Boolean(errors.phone_number)}
      >
        <Label>
          Mobile number<span aria-hidden="true"> *</span>
        </Label>
        <Input />
        <FieldError>{errors.phone_number}</FieldError>
      </TextField>
      {sendButton}
      <TextField
        className="enquiry-field"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={code}
        onChange={onCode}
        isDisabled={!sent}
        isRequired
        isInvalid={Boolean(errors.code)}
      >
        <Label>
          Verification code<span aria-hidden="true"> *</span>
        </Label>
        <Input />
        <FieldError>{errors.code}</FieldError>
      </TextField>
      <p role="status" className="sign-in-status">
        {sent && !errors.code && !errors.form ? 'We have texted you a 6-digit code.' : ''}
      </p>
      {errors.form ? (
        <p role="alert" className="enquiry-error">
          {errors.form}
        </p>
      ) : null}
    </>
  )
}
