import type { ComponentProps } from 'react'
import { PhoneReveal } from '@/components/PhoneReveal'
import type { CarAction } from '@/domain/carPage'
import { EnquiryDialog } from '@/features/leads/ui/EnquiryDialog.client'
import type { EnquiryFormSpec } from '@/features/leads/enquiryForms'
import type { FormCar } from '@/features/leads/successStorage'

type Props = {
  actions: CarAction[]
  enquireLabel: string
  enquireHref: string
  reserveHref: string
  testDriveHref: string
  tradeInHref: string
  form: EnquiryFormSpec
  formCar: FormCar
  dialogCar: ComponentProps<typeof EnquiryDialog>['summary']
  call: Omit<ComponentProps<typeof PhoneReveal>, 'phone'> & { phone: string | null | undefined }
}

/** The car page's calls to action under the price, the ones its plan offers (domain/carPage.ts), in its order. */
export function VehicleActions({ actions, form, formCar, dialogCar, call, ...links }: Props) {
  if (!actions.length) return null
  const dialog = (kind: 'offer' | 'photos', title: string, submitLabel: string, formId: string) => (
    <EnquiryDialog
      key={kind}
      title={title}
      summary={dialogCar}
      spec={form}
      formId={formId}
      submitLabel={submitLabel}
      thankYou=""
      car={{ ...formCar, kind }}
    />
  )
  const rendered: Record<CarAction, () => React.ReactNode> = {
    enquire: () => (
      <a key="enquire" className="button" href={links.enquireHref}>
        {links.enquireLabel}
      </a>
    ),
    reserve: () => (
      <a key="reserve" className="button" href={links.reserveHref}>
        Reserve Now
      </a>
    ),
    'test-drive': () => (
      <a key="test-drive" className="outline-button" href={links.testDriveHref}>
        Book A Test Drive
      </a>
    ),
    'trade-in': () => (
      <a key="trade-in" className="outline-button" href={links.tradeInHref}>
        Trade In
      </a>
    ),
    offer: () => dialog('offer', 'Make an Offer', 'Send My Offer', 'make-an-offer'),
    photos: () => dialog('photos', 'Request Photos', 'Request Photos', 'request-photos'),
    call: () => (call.phone ? <PhoneReveal key="call" {...call} phone={call.phone} /> : null),
  }
  return <p className="vehicle-actions">{actions.map((action) => rendered[action]())}</p>
}
