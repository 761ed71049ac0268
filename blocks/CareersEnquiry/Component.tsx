import type { CareersEnquiryBlock as CareersEnquiryData, Tenant } from '@/payload-types'
import { enquiryFormFor } from '@/features/leads/enquiryForms'
import { LazyEnquiryForm } from '@/features/leads/ui/LazyEnquiryForm.client'

/** A careers enquiry (spec: event 51): heading and text from the page, the form stored as a lead. */
export async function CareersEnquiryBlock({ block, tenant }: { block: CareersEnquiryData; tenant: Tenant }) {
  const id = `careers-${block.id ?? 'enquiry'}`
  return (
    <section className="block block-careers" aria-labelledby={id}>
      <h2 id={id}>{block.heading || 'Work with us'}</h2>
      {block.text ? <p>{block.text}</p> : null}
      <LazyEnquiryForm
        spec={await enquiryFormFor(tenant, 'careers')}
        formId={id}
        submitLabel="Enquire Now"
        thankYou={block.thankYou || 'Thank you for your interest in joining our team. We will be in touch.'}
      />
    </section>
  )
}
