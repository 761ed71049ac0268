import { viewedCarsOf, withViewedCar, type ViewedCar } from '@/domain/visitHistory'
import { browserList } from '@/lib/browserList'

/** The cars this browser viewed on the dealer's site, the latest first (spec: viewed cars, kept locally). */
export const viewedCars = browserList('viewed-cars', viewedCarsOf)

export const rememberViewedCar = (car: ViewedCar) => viewedCars.write(withViewedCar(viewedCars.read(), car))
