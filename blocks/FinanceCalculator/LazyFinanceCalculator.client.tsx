'use client'

import dynamic from 'next/dynamic'

// Fetched only on pages that show the calculator (still rendered on the server), not with every CMS page.
export const LazyFinanceCalculator = dynamic(() =>
  import('./FinanceCalculator.client').then((m) => m.FinanceCalculator),
)
