import { disclaimerPreview } from '@/domain/offerText'
import { disclosureNote } from '@/domain/financeDisclosure'
import type { FinanceEstimate } from '@/domain/financeEstimate'
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
  estimate,
  marker = '',
  id,
}: {
  finance: EstimateDisclosure
  /** The one estimate it is printed under (a car's page); a list's small print leaves it out. */
  estimate?: FinanceEstimate
  marker?: string
  /** #financeDisclaimer on a car's page; lists (several on one page) leave it out. */
  id?: string
}) {
  const full = [
    `${marker}${disclosureNote(finance, estimate)}.`,
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
