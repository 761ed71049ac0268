import type { Tab } from 'payload'
import { FINANCE_PAGE_STEPS } from '@/domain/finance'
import { COMPARISON_RATE_BASIS } from '@/domain/financeDisclosure'
import { FINANCE_LENDER_TYPES } from '@/domain/financeLenders'
import { smsSender } from '@/integrations/sms/sms'
import { row } from './fieldHelpers'
import { belowSibling } from './validators'

/** Defaults of the finance settings (the spec's values): the admin fields' default values, and siteSettings() fills them in. */
export const financeDefaults = {
  lenderType: 'none',
  interestRate: 8.5,
  termYears: 5,
  depositPercent: 10,
  balloonPercent: 30,
  establishmentFee: 0,
  priceMin: 1_000,
  priceMax: 250_000,
  termMin: 1,
  termMax: 7,
  rateMin: 0.5,
  rateMax: 15,
  depositMax: 250_000,
  quickPicks: [5_000, 10_000, 15_000, 20_000, 30_000, 50_000, 70_000],
  // Spec: the finance page's column without a car shows three steps; staff may reword or hide them.
  showPageSteps: true,
  pageSteps: FINANCE_PAGE_STEPS.join('\n'),
  comparisonRateBasis: COMPARISON_RATE_BASIS,
  // Spec: the broker's instant quote is a per-dealer switch; the valuation option limits it to cars on sale.
  quickQuote: false,
  quoteAvailableCarsOnly: true,
  // Spec §6: some dealers' finance pages need a signed-in visitor.
  pageSignIn: false,
  personalisedSignIn: false,
} as const

/** A gate is a promise that visitors can sign in: only where the platform can text them a code. */
const signInPossible = (value: unknown) =>
  !value || smsSender() !== null
    ? true
    : 'Visitors cannot sign in on this platform yet: it has no text message provider (SMS_PROVIDER).'

export const financeTab: Tab = {
  name: 'finance',
  label: 'Finance',
  fields: [
    {
      name: 'lenderType',
      type: 'select',
      defaultValue: financeDefaults.lenderType,
      options: [
        { label: 'No finance estimates', value: 'none' },
        ...FINANCE_LENDER_TYPES.map((t) => ({ label: t.label, value: t.value })),
      ],
      admin: {
        description:
          'Decides when a finance estimate is shown on a car. None is shown without both an interest rate and a comparison rate.',
      },
    },
    row(
      {
        name: 'interestRate',
        type: 'number',
        min: 0,
        max: 30,
        defaultValue: financeDefaults.interestRate,
        admin: { description: '% per year', step: 0.01 },
      },
      {
        name: 'comparisonRate',
        type: 'number',
        min: 0,
        max: 30,
        admin: { description: '% per year, printed beside every estimate as large as the rate.', step: 0.01 },
      },
      {
        name: 'establishmentFee',
        type: 'number',
        min: 0,
        defaultValue: financeDefaults.establishmentFee,
        admin: { description: '$' },
      },
    ),
    row(
      { name: 'termYears', type: 'number', min: 1, max: 7, defaultValue: financeDefaults.termYears },
      { name: 'depositPercent', type: 'number', min: 0, max: 100, defaultValue: financeDefaults.depositPercent },
      {
        name: 'balloonPercent',
        type: 'number',
        min: 0,
        max: 100,
        defaultValue: financeDefaults.balloonPercent,
        admin: { description: 'Final (balloon) payment, % of price.' },
      },
    ),
    {
      type: 'collapsible',
      label: 'Calculator limits',
      fields: [
        row(
          {
            name: 'priceMin',
            type: 'number',
            min: 0,
            defaultValue: financeDefaults.priceMin,
            validate: belowSibling('priceMax', 'price'),
          },
          { name: 'priceMax', type: 'number', min: 0, defaultValue: financeDefaults.priceMax },
          { name: 'depositMax', type: 'number', min: 0, defaultValue: financeDefaults.depositMax },
        ),
        row(
          {
            name: 'termMin',
            type: 'number',
            min: 0.5,
            max: 10,
            defaultValue: financeDefaults.termMin,
            validate: belowSibling('termMax', 'term'),
          },
          { name: 'termMax', type: 'number', min: 0.5, max: 10, defaultValue: financeDefaults.termMax },
          {
            name: 'rateMin',
            type: 'number',
            min: 0,
            max: 30,
            defaultValue: financeDefaults.rateMin,
            validate: belowSibling('rateMax', 'rate'),
          },
          { name: 'rateMax', type: 'number', min: 0, max: 30, defaultValue: financeDefaults.rateMax },
        ),
        {
          name: 'quickPicks',
          type: 'number',
          hasMany: true,
          min: 0,
          defaultValue: [...financeDefaults.quickPicks],
          admin: { description: 'Amounts offered as one-click buttons in the calculator.' },
        },
      ],
    },
    { name: 'disclaimer', type: 'textarea' },
    row(
      {
        name: 'showPageSteps',
        label: 'Show the steps on the finance page',
        type: 'checkbox',
        defaultValue: financeDefaults.showPageSteps,
        admin: { description: 'Beside the finance form when the visitor did not come from a car.' },
      },
      {
        name: 'pageSteps',
        label: 'Finance page steps',
        type: 'textarea',
        defaultValue: financeDefaults.pageSteps,
        admin: {
          description:
            'One step per line, in order. Empty or unchanged: the standard steps for what the site does (online pre-approval’s where instant quotes and sign-in by text are on, else a callback’s).',
        },
      },
    ),
    {
      type: 'collapsible',
      label: 'Instant quotes from the finance broker',
      fields: [
        row(
          {
            name: 'quickQuote',
            label: 'Offer instant quotes',
            type: 'checkbox',
            defaultValue: financeDefaults.quickQuote,
            admin: {
              description:
                'A quote form on the finance page and each car’s page, answered by the broker with its weekly repayment and rates. Needs the broker’s dealer id, and the platform’s broker account.',
            },
          },
          {
            name: 'brokerDealerId',
            label: 'Dealer id with the broker',
            type: 'text',
            validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
              !siblingData?.quickQuote || (typeof value === 'string' && /^[A-Za-z0-9_-]{2,40}$/.test(value.trim()))
                ? true
                : 'Enter the dealer id the finance broker gave you (letters, digits, - and _) to offer instant quotes.',
          },
          {
            name: 'quoteAvailableCarsOnly',
            label: 'Quote only cars on sale',
            type: 'checkbox',
            defaultValue: financeDefaults.quoteAvailableCarsOnly,
            admin: { description: 'No quote on a car that is sold, reserved or priced at $200 or less.' },
          },
        ),
      ],
    },
    row(
      {
        name: 'pageSignIn',
        label: 'Sign in before the finance page',
        type: 'checkbox',
        defaultValue: financeDefaults.pageSignIn,
        validate: signInPossible,
        admin: {
          description:
            'Visitors sign in with a code texted to their mobile before they see the finance page (/finance, /finance-enquiry, /apply-for-finance), and come back to it after.',
        },
      },
      {
        name: 'personalisedSignIn',
        label: 'Sign in before personalised finance',
        type: 'checkbox',
        defaultValue: financeDefaults.personalisedSignIn,
        validate: signInPossible,
        admin: {
          description:
            'The same for a car’s personalised finance page (/personalised/finance?car_id=…), where a signed-in visitor’s details are filled in.',
        },
      },
    ),
    {
      type: 'collapsible',
      label: 'Finance estimates on cars',
      fields: [
        {
          name: 'estimateNote',
          type: 'text',
          admin: {
            description:
              'Printed with every estimate, e.g. “5 year term, 10.0% deposit”. Empty: worked out from the term, deposit and final payment above.',
          },
        },
        {
          name: 'comparisonRateBasis',
          type: 'textarea',
          defaultValue: financeDefaults.comparisonRateBasis,
          admin: { description: 'The comparison rate’s example loan and warning, under every estimate.' },
        },
        {
          name: 'lenderLicensing',
          type: 'textarea',
          admin: {
            description:
              'The lender’s name, Australian Credit Licence and contact details. Shown in a dialog opened beside every estimate.',
          },
        },
        row(
          {
            name: 'excludedMakes',
            type: 'text',
            hasMany: true,
            admin: { description: 'Makes whose cars never show an estimate (a make with its own finance arm).' },
          },
          {
            name: 'excludedDealerships',
            type: 'text',
            hasMany: true,
            admin: { description: 'Locations, as the stock feed names them, whose cars never show an estimate.' },
          },
        ),
      ],
    },
  ],
}
