import { stockSearchPath } from '@/domain/searchPaths'
import { MY_GARAGE_PATH } from '@/domain/watchlist'
import type { Tenant, Visitor } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import type { BuyerPayment } from '../buyerPayments'
import './payments.css'

/** /online-payment: what a signed-in buyer paid this dealer online, each payment with its Stripe reference and refund. */
export function PaymentsView({
  tenant,
  visitor,
  payments,
}: {
  tenant: Tenant
  visitor: Visitor
  payments: BuyerPayment[]
}) {
  const at = new Intl.DateTimeFormat('en-AU', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: siteSettings(tenant).identity.timeZone,
  })
  const when = (instant: string) => at.format(new Date(instant))
  return (
    <main id="main" className="site-main payments-page">
      <section className="page-hero">
        <h1>Online payments</h1>
        <p className="page-summary">
          What you paid {tenant.name} online, as {visitor.phone}. <a href={MY_GARAGE_PATH}>Back to My Garage</a>
        </p>
      </section>
      {payments.length ? (
        <ul className="payments-list">
          {payments.map((payment) => (
            <li key={payment.id} className="payment">
              <h2>{payment.car}</h2>
              <p className="payment-what">
                {payment.what}: <strong>{payment.amount}</strong>
              </p>
              <dl className="payment-facts">
                <dt>Status</dt>
                <dd>{payment.status}</dd>
                {payment.paidAt ? (
                  <>
                    <dt>Paid</dt>
                    <dd>{when(payment.paidAt)}</dd>
                  </>
                ) : null}
                {payment.openUntil ? (
                  <>
                    <dt>Checkout open until</dt>
                    <dd>{when(payment.openUntil)}</dd>
                  </>
                ) : null}
                {payment.stripePayment ? (
                  <>
                    <dt>Stripe payment</dt>
                    <dd className="payment-reference">{payment.stripePayment}</dd>
                  </>
                ) : null}
                {payment.refund ? (
                  <>
                    <dt>Refunded</dt>
                    <dd>
                      {payment.refund.at ? when(payment.refund.at) : 'Yes'}
                      {payment.refund.stripeRefund ? (
                        <>
                          {' '}
                          (Stripe refund <span className="payment-reference">{payment.refund.stripeRefund}</span>); your
                          bank shows it within 5 to 10 business days.
                        </>
                      ) : null}
                    </dd>
                  </>
                ) : null}
                {payment.order ? (
                  <>
                    <dt>Drive-away price</dt>
                    <dd>{payment.order.price}</dd>
                    {payment.order.tradeInCredit ? (
                      <>
                        <dt>Trade-in credit</dt>
                        <dd>{payment.order.tradeInCredit}</dd>
                      </>
                    ) : null}
                    <dt>Due at handover</dt>
                    <dd>{payment.order.dueLater}</dd>
                    <dt>Handover</dt>
                    <dd>{payment.order.handover}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <p className="payments-none">
          You have not paid {tenant.name} anything online. <a href={stockSearchPath()}>Browse our cars</a>
        </p>
      )}
    </main>
  )
}
