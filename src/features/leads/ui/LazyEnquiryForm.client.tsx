'use client'

import dynamic from 'next/dynamic'

// Blocks use this one: the form and react-aria are fetched only on pages that show a form
// (still rendered on the server), not with every CMS page built from blocks.
export const LazyEnquiryForm = dynamic(() => import('./EnquiryForm.client').then((m) => m.EnquiryForm))
