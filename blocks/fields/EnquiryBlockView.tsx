import type { Tenant } from '@/payload-types'
import type { LeadCategory } from '@/domain/leads'
import { enquiryFormFor } from '@/features/leads/enquiryForms'
import { LazyEnquiryForm } from '@/features/leads/ui/LazyEnquiryForm.client'
import type { EnquiryBlockTexts } from './enquiryBlock'

type Props = {
  block: { id?: string | null; heading?: string | null; text?: string | null; thankYou?: string | null }
  tenant: Tenant
  category: LeadCategory
  /** Prefix of the heading's id, which names the form. */
  name: string
  submitLabel: string
  defaults: Pick<EnquiryBlockTexts, 'heading' | 'thankYou'>
}

/** An enquiry block on the site: heading and text from the page, the dealer's form of that kind below. */
export async function EnquiryBlockView({ block, tenant, category, name, submitLabel, defaults }: Props) {
  const id = `${name}-${block.id ?? 'enquiry'}`
  return (
    <section className={`block block-${name}`} aria-labelledby={id}>
      <h2 id={id}>{block.heading || defaults.heading}</h2>
      {block.text ? <p>{block.text}</p> : null}
      <LazyEnquiryForm
        spec={await enquiryFormFor(tenant, category)}
        formId={id}
        submitLabel={submitLabel}
        thankYou={block.thankYou || defaults.thankYou}
      />
    </section>
  )
}
