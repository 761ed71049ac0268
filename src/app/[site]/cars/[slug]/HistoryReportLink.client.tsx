'use client'

import { ANALYTICS_EVENTS, trackEvent } from '@/integrations/analytics'

/**
 * The car's history report, where the feed sends one (spec: "car history report, only when
 * the car has a file"): it opens in a new tab and logs event 60.
 */
export function HistoryReportLink({ href, carId }: { href: string; carId: string }) {
  return (
    <p className="vehicle-history-report">
      <a
        className="btn btn-ghost"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => trackEvent(ANALYTICS_EVENTS.historyReport, { car_id: carId })}
      >
        <ReportGlyph />
        Car history report<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  )
}

function ReportGlyph() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z M14 3v5h5 M9 13h6M9 17h6" />
    </svg>
  )
}
