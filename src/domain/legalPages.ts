/** The legal pages every dealer site has, each at the path the spec gives it. */
export const LEGAL_PAGE_KINDS = [
  { value: 'terms-of-use', label: 'Terms of use', path: '/terms-and-conditions' },
  { value: 'privacy-policy', label: 'Privacy policy', path: '/privacy-policy' },
  { value: 'complaints', label: 'Complaints guidance', path: '/pages/complaint-handling-process' },
  { value: 'unsubscribe', label: 'Unsubscribe', path: '/pages/unsubscribe' },
] as const
