import { Checkbox } from 'react-aria-components'
import type { LeadErrors, LeadInput } from '@/domain/leads'
import type { EnquiryFormSpec } from '../enquiryForms'

type Ticks = Pick<LeadInput, 'opt_in' | 'terms_agreed' | 'opt_in_finance' | 'opt_in_trade'>
type Tick = keyof Ticks
type TickProps = { values: Ticks; onChange: (name: Tick) => (ticked: boolean) => void }

const Box = () => <span className="enquiry-checkbox-box" aria-hidden="true" />

/** Spec: a car enquiry may say the visitor would like finance or has a car to trade in. */
export function InterestFields({ values, onChange }: TickProps) {
  return (
    <div className="enquiry-interests">
      <Checkbox
        className="enquiry-checkbox"
        name="opt_in_finance"
        isSelected={values.opt_in_finance}
        onChange={onChange('opt_in_finance')}
      >
        <Box />I am interested in finance
      </Checkbox>
      <Checkbox
        className="enquiry-checkbox"
        name="opt_in_trade"
        isSelected={values.opt_in_trade}
        onChange={onChange('opt_in_trade')}
      >
        <Box />I have a car to trade in
      </Checkbox>
    </div>
  )
}

/** The marketing opt-in in the dealer's words, and the dealer's terms where it asks for them to be agreed. */
export function ConsentFields({
  spec,
  values,
  onChange,
  error,
  termsId,
}: TickProps & { spec: EnquiryFormSpec; error: LeadErrors['terms_agreed']; termsId: string }) {
  return (
    <>
      <Checkbox className="enquiry-checkbox" name="opt_in" isSelected={values.opt_in} onChange={onChange('opt_in')}>
        <Box />
        {spec.optInText}
      </Checkbox>
      {spec.disclaimer ? (
        <div className="enquiry-terms">
          <p>{spec.disclaimer}</p>
          <Checkbox
            id={termsId}
            name="terms_agreed"
            className="enquiry-checkbox"
            isSelected={values.terms_agreed}
            onChange={onChange('terms_agreed')}
            isInvalid={Boolean(error)}
          >
            <Box />I agree to the terms above.
          </Checkbox>
          {error ? <span className="enquiry-error">{error}</span> : null}
        </div>
      ) : null}
    </>
  )
}
