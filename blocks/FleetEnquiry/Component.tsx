import type { FleetEnquiryBlock as FleetEnquiryData, Tenant } from '@/payload-types'
import { enquiryFormFor } from '@/features/leads/enquiryForms'
import { LazyEnquiryForm } from '@/features/leads/ui/LazyEnquiryForm.client'

/** A fleet enquiry: heading and text from the page, the Get In Touch form stored as a lead. */
export async function FleetEnquiryBlock({ block, tenant }: { block: FleetEnquiryData; tenant: Tenant }) {
  const heading = block.heading || 'Fleet enquiries'
  const id = `fleet-${block.id ?? 'enquiry'}`
  return (
    <section className="block block-fleet" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {block.text ? <p>{block.text}</p> : null}
      <LazyEnquiryForm
        spec={await enquiryFormFor(tenant, 'fleet')}
        formId={id}
        submitLabel="Get In Touch"
        thankYou={block.thankYou || 'Thank you, our fleet team will be in touch within one business day.'}
      />
    </section>
  )
}
