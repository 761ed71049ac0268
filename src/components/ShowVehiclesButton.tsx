'use client'

import { useEffect, useState } from 'react'
import { fromFilterForm } from '@/search/searchState'
import { formatNumber } from '@/domain/numbers'

const WAIT_MS = 250

/**
 * The filter form's submit button, "Show Me N vehicles" (spec), whose N follows the visitor's
 * choices before they submit: each change asks the search API how many cars the form's
 * filters would show. `fixed` carries what the page's address fixes (a landing's car types,
 * a location). Without JavaScript it is a plain submit button with the current count.
 */
export function ShowVehiclesButton({ formId, initial, fixed }: { formId: string; initial: number; fixed: string }) {
  const [total, setTotal] = useState(initial)
  const [announced, setAnnounced] = useState('')

  useEffect(() => {
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    let timer: number | undefined
    let request: AbortController | null = null
    const recount = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(async () => {
        request?.abort()
        request = new AbortController()
        const entries = [...new FormData(form)].filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        )
        const chosen = new URLSearchParams(entries)
        const params = fromFilterForm(chosen) ?? chosen
        for (const [name, value] of new URLSearchParams(fixed)) params.append(name, value)
        try {
          const response = await fetch(`/api/search?${params}`, { signal: request.signal })
          // A half-typed range (a minimum above the maximum) keeps the last count.
          if (!response.ok) return
          const { count: matching } = (await response.json()) as { count: number }
          setTotal(matching)
          setAnnounced(`${formatNumber(matching)} vehicles match`)
        } catch {
          /* aborted by a newer change, or offline: the submit still works */
        }
      }, WAIT_MS)
    }
    form.addEventListener('change', recount)
    form.addEventListener('input', recount)
    return () => {
      window.clearTimeout(timer)
      request?.abort()
      form.removeEventListener('change', recount)
      form.removeEventListener('input', recount)
    }
  }, [formId, fixed])

  return (
    <>
      <button type="submit" className="button">
        Show Me {formatNumber(total)} vehicles
      </button>
      <span role="status" className="visually-hidden">
        {announced}
      </span>
    </>
  )
}
