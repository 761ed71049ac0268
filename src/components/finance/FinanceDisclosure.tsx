import { disclaimerPreview } from '@/domain/offerText'
import { estimateNote } from '@/domain/financeDisclosure'
import { ExpandableText } from '../ExpandableText'
import { LenderDetails } from './LenderDetails.client'
import type { EstimateDisclosure } from './estimateDisclosure'

/**
 * The small print every finance estimate carries (#financeDisclaimer): the terms it assumes,
 * the comparison rate's example and warning and the dealer's disclaimer, short with a toggle
 * to the full text, and the lender's details in a dialog.
 */
export function FinanceDisclosure({
  finance,
  marker = '',
  id,
}: {
  finance: EstimateDisclosure
  marker?: string
  /** #financeDisclaimer on a car's page; lists (several on one page) leave it out. */
  id?: string
}) {
  const full = [
    `${marker}${estimateNote(finance)}.`,
    finance.comparisonRateBasis.trim(),
    finance.disclaimer?.trim() ?? '',
  ].filter(Boolean)
  const preview = disclaimerPreview(full.join(' '))
  return (
    <div id={id} className="finance-disclosure">
      {preview.truncated ? (
        <ExpandableText preview={preview.text} more="View full disclaimer" less="View less disclaimer">
          {full.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </ExpandableText>
      ) : (
        full.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
      )}
      {finance.lenderLicensing?.trim() ? <LenderDetails text={finance.lenderLicensing} /> : null}
    </div>
  )
}
