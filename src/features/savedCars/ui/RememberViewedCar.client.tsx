'use client'
import { useEffect } from 'react'
import type { ViewedCar } from '@/domain/visitHistory'
import { rememberViewedCar } from '../viewedCars'

/** On a car's page: the car joins the browser's recently viewed cars. Renders nothing. */
export function RememberViewedCar({ car }: { car: ViewedCar }) {
  useEffect(() => void rememberViewedCar(car), [car])
  return null
}
