import type { Tab } from 'payload'
import type { Tenant } from '@/payload-types'
import { isStripeAccountId } from '@/domain/reservations'
import { dealerAdmins, row, checkbox } from './fieldHelpers'
import { optional } from './validators'
import { platformStripeKeys } from '@/config/payments'

/** Defaults of the features settings (the spec's values): the admin fields' default values, and siteSettings() fills them in. */
export const featuresDefaults = {
  reserveOnline: false,
  depositAmount: 200,
  depositHoldText: 'Reserve online with a $200 deposit, held for 48 hours and 100% refundable.',
  reserveOnCards: false,
  buyOnline: false,
  payInFull: false,
  checkoutSignIn: false,
  subscriptions: false,
  phoneReveal: 'masked',
  certifiedOnly: false,
  stickyMobileFooter: false,
  alternatingServiceSaturdays: false,
  enquiryMessageRequired: true,
  enquiryPostcodeRequired: false,
  enquiryRego: false,
  favourites: false,
  compare: false,
  shortlistUsedOnly: false,
  marketPriceIndicator: false,
} as const

/**
 * What decides whether a dealer's Reserve Online is live (domain/reservations
 * reservationBlockers): its switch, deposit and Stripe account, and the platform's keys.
 */
export function reservationSetupOf(tenant: Pick<Tenant, 'features'>, env: Partial<NodeJS.ProcessEnv> = process.env) {
  const features = tenant.features ?? {}
  return {
    switchedOn: features.reserveOnline ?? featuresDefaults.reserveOnline,
    depositDollars: features.depositAmount ?? featuresDefaults.depositAmount,
    account: features.stripeAccount?.trim() ?? '',
    platformKeys: platformStripeKeys(env) !== null,
  }
}

export const featuresTab: Tab = {
  name: 'features',
  label: 'Features',
  description: 'Switch site features on or off.',
  fields: [
    row(
      checkbox(
        'reserveOnline',
        featuresDefaults.reserveOnline,
        'Visitors reserve a car in stock with a deposit paid online (into the Stripe account below), holding it 48 hours.',
        'Reserve online',
      ),
      {
        name: 'depositAmount',
        type: 'number',
        min: 0,
        defaultValue: featuresDefaults.depositAmount,
        admin: {
          description: 'The deposit in dollars; 0 takes no reservations.',
          condition: (_, s) => Boolean(s?.reserveOnline),
        },
      },
    ),
    {
      name: 'depositHoldText',
      type: 'text',
      defaultValue: featuresDefaults.depositHoldText,
      admin: {
        description:
          'Shown on every car’s Reserve Online tab, above the deposit (a car with its own deposit shows its amount in place of yours).',
        condition: (_, s) => Boolean(s?.reserveOnline),
      },
    },
    {
      name: 'reserveOnCards',
      label: 'Reserve Now on car cards',
      type: 'checkbox',
      defaultValue: featuresDefaults.reserveOnCards,
      admin: {
        description: 'A Reserve Now button on the cards of cars that can be reserved, beside View Details.',
        condition: (_, s) => Boolean(s?.reserveOnline),
      },
    },
    row(
      {
        name: 'buyOnline',
        label: 'Buy online',
        type: 'checkbox',
        defaultValue: featuresDefaults.buyOnline,
        admin: {
          description:
            'Buyers order a car online (trade-in, cash or finance, delivery or pick-up on a day you are open), paying the deposit on Stripe; orders arrive in Orders and as leads.',
          condition: (_, s) => Boolean(s?.reserveOnline),
        },
      },
      {
        name: 'payInFull',
        label: 'Buyers may pay in full online',
        type: 'checkbox',
        defaultValue: featuresDefaults.payInFull,
        admin: {
          description: 'Cash buyers may pay the whole balance after their trade-in online, instead of the deposit.',
          condition: (_, s) => Boolean(s?.reserveOnline && s?.buyOnline),
        },
      },
      {
        name: 'checkoutSignIn',
        label: 'Sign in before checkout',
        type: 'checkbox',
        defaultValue: featuresDefaults.checkoutSignIn,
        admin: {
          description:
            'Buyers sign in with a code texted to their mobile before they buy a car online (the checkout journey and the reserve page it starts from); signed-in buyers can apply their trade-in offers either way.',
          condition: (_, s) => Boolean(s?.reserveOnline),
        },
      },
    ),
    {
      name: 'stripeAccount',
      label: 'Stripe account',
      type: 'text',
      // Where deposits are paid: only the dealer's admins and the platform admin change it.
      access: { update: dealerAdmins },
      validate: optional((value) =>
        isStripeAccountId(value) ? true : 'Enter the Stripe account ID, which starts with acct_.',
      ),
      admin: {
        description:
          'The dealer’s Stripe account (acct_…), connected to the platform’s: deposits are paid into it. Without it the site takes no reservations.',
        condition: (_, s) => Boolean(s?.reserveOnline),
      },
    },
    {
      name: 'reserveOnlineStatus',
      type: 'ui',
      admin: {
        components: {
          Field: {
            path: '/src/admin/ReserveOnlineStatus.client#ReserveOnlineStatus',
            // Read as the server loads its configuration: the keys themselves never leave it.
            clientProps: { platformKeys: platformStripeKeys() !== null },
          },
        },
      },
    },
    row(
      checkbox('subscriptions', featuresDefaults.subscriptions, 'Show subscription prices per week.'),
      checkbox('certifiedOnly', featuresDefaults.certifiedOnly, 'The dealer sells certified cars only.'),
      checkbox('stickyMobileFooter', featuresDefaults.stickyMobileFooter, 'Call Now and Enquire bar on phones.'),
      checkbox(
        'enquiryMessageRequired',
        featuresDefaults.enquiryMessageRequired,
        'Enquiry forms require a message (test drive bookings never do).',
      ),
      checkbox(
        'enquiryPostcodeRequired',
        featuresDefaults.enquiryPostcodeRequired,
        'Enquiry forms require the visitor’s postcode (fleet enquiries ask none).',
      ),
      checkbox(
        'enquiryRego',
        featuresDefaults.enquiryRego,
        'General enquiry forms ask for the visitor’s car registration (Rego), optional: for service and parts enquiries.',
      ),
    ),
    row(
      checkbox(
        'favourites',
        featuresDefaults.favourites,
        'Visitors keep favourite cars in their browser: a heart on cards and car pages, and a Favourites page.',
      ),
      checkbox(
        'compare',
        featuresDefaults.compare,
        'Visitors compare up to 4 cars side by side, the differences marked.',
      ),
      checkbox(
        'shortlistUsedOnly',
        featuresDefaults.shortlistUsedOnly,
        'Favourites and compare only on used cars with a price and photos.',
        'Favourites and compare on used cars only',
      ),
    ),
    checkbox(
      'marketPriceIndicator',
      featuresDefaults.marketPriceIndicator,
      'On a car’s page, how far below the average market price in its state it is priced (more than $499 below), with the market figure’s source and date from the stock feed.',
      'Market price indicator',
    ),
    checkbox(
      'alternatingServiceSaturdays',
      featuresDefaults.alternatingServiceSaturdays,
      'Service departments open every other Saturday by appointment only (counted from 7 June 2025).',
    ),
    {
      name: 'phoneReveal',
      type: 'select',
      defaultValue: featuresDefaults.phoneReveal,
      options: [
        { label: 'Masked until the visitor clicks', value: 'masked' },
        { label: 'Shown from the start', value: 'revealed' },
      ],
    },
  ],
}
