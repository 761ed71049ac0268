'use client'

import dynamic from 'next/dynamic'

// Fetched only on pages that show a quote (still rendered on the server): a car page of a
// dealer without quotes loads none of it.
export const LazyQuickQuote = dynamic(() => import('./QuickQuote.client').then((m) => m.QuickQuote))
