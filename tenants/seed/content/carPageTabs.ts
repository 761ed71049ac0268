import type { DealerTab, TabAudience } from '@/domain/carPageTabs'

type DemoTab = { tab: DealerTab; showFor: TabAudience[]; paragraphs: string[] }

/** The demo dealers' car page tabs: one text for every car, used-car and certified variants. */
export function demoCarPageTabs(dealer: string, template: string): DemoTab[] {
  const tabs: DemoTab[] = [
    {
      tab: 'whats-included',
      showFor: [],
      paragraphs: [
        `Every car from ${dealer} comes with a full tank, a professional detail and a walk-through of its features when you collect it.`,
        'We complete the paperwork, transfer the registration and can arrange finance and insurance on the day.',
      ],
    },
    {
      tab: 'whats-included',
      showFor: ['used', 'demo'],
      paragraphs: [
        'Every used and demo car passes our 150-point inspection and comes with a written condition report and a 3 month, 5,000 km warranty.',
        'A PPSR check is included, so you know the car is free of finance owing and has not been written off or stolen.',
      ],
    },
    {
      tab: 'why-buy',
      showFor: [],
      paragraphs: [
        `${dealer} has been looking after local drivers for more than twenty years. Our sales team is paid to help you choose well, not to push a deal.`,
        'Trade-ins are valued in person the same day, and every car has a fixed, advertised price.',
      ],
    },
    {
      tab: 'protect',
      showFor: [],
      paragraphs: [
        'Keep your car looking new with paint and interior protection applied in our workshop, and extend your warranty by up to five years.',
        'Ask our team about comprehensive insurance, gap cover and tyre and rim protection before you collect your car.',
      ],
    },
  ]
  if (template === 'brand')
    tabs.push({
      tab: 'whats-included',
      showFor: ['certified'],
      paragraphs: [
        'Toyota Certified Pre-Owned: a 12 month Toyota Genuine warranty on top of any remaining factory warranty, roadside assistance for the same term, a 7 day or 500 km exchange and a 160-point inspection by Toyota-trained technicians.',
      ],
    })
  return tabs
}
