import { formatHoldEnd } from '@/domain/reservations'
import type { CarReservation } from '../carReservation'
import { ReserveForm } from './ReserveForm.client'

/** The car page's Reserve Online tab: the dealer's terms and the form, or why the car cannot be reserved now. */
export function ReserveOnlineTab({
  reservation,
  car,
  enquireHref,
}: {
  reservation: CarReservation
  car: string
  enquireHref: string
}) {
  if (reservation.state === 'open')
    return (
      <div className="reserve-online">
        <p>{reservation.holdText}</p>
        <p className="reserve-deposit">
          Deposit: <strong>{reservation.deposit}</strong>, paid securely with Stripe.
        </p>
        <ReserveForm car={car} deposit={reservation.deposit} />
        {reservation.buyOnline ? (
          <p className="reserve-buy-online">
            Ready to buy? Trade in, pay cash or with finance and choose delivery or pick-up:{' '}
            <a href={`/checkout-journey?car_id=${encodeURIComponent(car)}`}>Buy this car online</a>
          </p>
        ) : null}
      </div>
    )
  const message =
    reservation.state === 'held'
      ? `This car is reserved by another buyer until ${formatHoldEnd(reservation.until, reservation.timeZone)}.`
      : reservation.state === 'in-checkout'
        ? 'Another buyer is reserving this car right now. Please check back in half an hour.'
        : 'This car is reserved.'
  return (
    <div className="reserve-online">
      <p role="status">{message}</p>
      <p>
        <a href={enquireHref}>Enquire about this car</a> and we will let you know if it becomes available.
      </p>
    </div>
  )
}
