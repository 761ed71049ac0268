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
        'Finance estimates on this website are a guide only. They are not an offer of credit; applications are subject to the lender’s approval criteria, and fees and charges apply.',
        'Online reservations hold a vehicle for the period stated when you reserve it. A reservation is not a contract of sale; the deposit is refunded in full if you do not go ahead.',
        'The content of this website, including text, images and logos, belongs to us or our licensors. You may view and print it for your own use but not copy it for any other purpose.',
        'Links to other websites are provided for convenience. We do not control those websites and are not responsible for their content or privacy practices.',
        'To the extent permitted by law, we are not liable for loss arising from your use of this website. Nothing in these terms excludes your rights under the Australian Consumer Law.',
        'These terms are governed by the laws of the state in which our dealership is located. We may update them from time to time; the version on this page applies.',
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
      paragraphs: [
        'Enter your e-mail address to stop receiving offers and updates from us. Service reminders are not affected.',
      ],
    },
  ]
}
