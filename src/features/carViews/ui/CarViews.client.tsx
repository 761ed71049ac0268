'use client'

import { useEffect, useState } from 'react'
import { afterPageLoad } from '@/components/afterPageLoad'
import './car-views.css'
import { formatNumber } from '@/domain/numbers'

/**
 * Counts this visit to a car's page once the page has loaded (POST /api/cars/{slug}/views;
 * the server counts a visitor once per car in half an hour) and, where the dealer shows
 * views, shows the car's views over its photo from `minimum` up. A failed count shows
 * nothing (spec: "View fetch failure: returns nothing"). Over the photo, so its arrival
 * moves nothing on the page.
 */
export function CarViews({ slug, show, minimum }: { slug: string; show: boolean; minimum: number }) {
  const [views, setViews] = useState<number | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    const cancel = afterPageLoad(async () => {
      try {
        const response = await fetch(`/api/cars/${encodeURIComponent(slug)}/views`, {
          method: 'POST',
          signal: controller.signal,
        })
        if (!response.ok) return
        const body = (await response.json()) as { views?: unknown }
        if (typeof body.views === 'number') setViews(body.views)
      } catch {
        // Counting a view is never worth an error on the visitor's screen.
      }
    })
    return () => {
      cancel()
      controller.abort()
    }
  }, [slug])
  if (!show || views === null || views < minimum) return null
  return (
    <p className="car-views">
      <svg
        aria-hidden="true"
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
      </svg>
      {formatNumber(views)} {views === 1 ? 'view' : 'views'}
      <span className="visually-hidden"> of this car</span>
    </p>
  )
}
