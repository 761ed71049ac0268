/** Starting legal text for each demo dealer; each dealer's staff replace it with their own. */
export function legalPages(legalName: string, dealerName: string) {
  return [
    {
      kind: 'terms-of-use' as const,
      title: 'Terms of Use',
      paragraphs: [
        `This website is operated by ${legalName} (“${dealerName}”). By using it you agree to these terms.`,
        'Vehicle prices, specifications and availability are subject to change and are confirmed at the time of sale.',
        'Images may show optional equipment. Drive-away prices include government charges unless stated otherwise.',
      ],
    },
    {
      kind: 'privacy-policy' as const,
      title: 'Privacy Policy',
      paragraphs: [
        `${legalName} collects the personal information you give us to answer your enquiry, arrange test drives, finance and servicing.`,
        'We handle it under the Australian Privacy Principles, keep it secure and do not sell it.',
        'You may ask to see or correct the information we hold. We answer privacy complaints within 30 days.',
      ],
    },
    {
      kind: 'complaints' as const,
      title: 'Complaint Handling Process',
      paragraphs: [
        'We want to put things right. Please contact the manager of the location you dealt with first.',
        'If we cannot resolve your complaint, you may contact the consumer protection regulator in your state, listed below.',
      ],
    },
    {
      kind: 'unsubscribe' as const,
      title: 'Unsubscribe',
      paragraphs: ['Enter your e-mail address to stop receiving offers and updates from us. Service reminders are not affected.'],
    },
  ]
}
