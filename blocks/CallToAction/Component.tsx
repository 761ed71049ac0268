import type { CallToActionBlock as CallToActionData, Tenant } from '@/payload-types'
import { enquiryFormFor } from '@/features/leads/enquiryForms'
import { EnquiryDialog } from '@/features/leads/ui/EnquiryDialog.client'
import { siteSettings } from '@tenants/settings'

/** A heading, a line and one button: to a link, or opening the quick enquiry over the page. */
export async function CallToActionBlock({ block, tenant }: { block: CallToActionData; tenant: Tenant }) {
  const quick = block.buttonAction === 'quickEnquiry'
  return (
    <section className="block block-cta">
      <h2>{block.heading}</h2>
      {block.text ? <p>{block.text}</p> : null}
      {quick ? (
        <EnquiryDialog
          title={block.buttonLabel}
          buttonClassName="button"
          spec={await enquiryFormFor(tenant, 'quick')}
          formId={`quick-enquiry-${block.id ?? 'cta'}`}
          submitLabel={siteSettings(tenant).wording.submitLabel}
          thankYou="Thank you, one of our team will be in touch shortly."
        />
      ) : block.buttonLink ? (
        <a className="button" href={block.buttonLink}>
          {block.buttonLabel}
        </a>
      ) : null}
    </section>
  )
}
