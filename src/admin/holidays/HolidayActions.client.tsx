'use client'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import styles from './holidays.module.css'

type Answer = { updated?: string[]; error?: string; fields?: { open?: string; close?: string } }

/**
 * One holiday's actions on the Public holidays page: close every department at the address,
 * or give them all the same special hours (typed as 9am, 1pm, 13:00). The page reloads its
 * table after a change; an error is shown beside the field it is about.
 */
export function HolidayActions({ location, date, label }: { location: string; date: string; label: string }) {
  const router = useRouter()
  const id = useId()
  const [mode, setMode] = useState<'idle' | 'hours'>('idle')
  const [open, setOpen] = useState('')
  const [close, setClose] = useState('')
  const [sending, setSending] = useState(false)
  const [answer, setAnswer] = useState<Answer | null>(null)

  async function send(status: 'open' | 'closed') {
    setSending(true)
    setAnswer(null)
    try {
      const response = await fetch('/api/holiday-hours', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ location, date, label, status, ...(status === 'open' ? { open, close } : {}) }),
      })
      const body = ((await response.json().catch(() => ({}))) as Answer) ?? {}
      setAnswer(response.ok ? body : { ...body, error: body.error ?? `Not saved (${response.status}).` })
      if (response.ok) {
        setMode('idle')
        router.refresh()
      }
    } catch {
      setAnswer({ error: 'The server could not be reached. Nothing was changed.' })
    } finally {
      setSending(false)
    }
  }

  return (
    <div className={styles.actions}>
      {mode === 'idle' ? (
        <div className={styles.buttons}>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={sending}
            onClick={() => send('closed')}
            aria-label={`Closed on ${label}`}
          >
            Closed
          </button>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={sending}
            onClick={() => setMode('hours')}
            aria-label={`Special hours on ${label}`}
          >
            Special hours
          </button>
        </div>
      ) : (
        <form
          className={styles.hours}
          aria-label={`Special hours on ${label}`}
          onSubmit={(event) => {
            event.preventDefault()
            void send('open')
          }}
        >
          <label>
            Opens
            <input
              value={open}
              onChange={(e) => setOpen(e.target.value)}
              placeholder="9am"
              aria-invalid={answer?.fields?.open ? true : undefined}
              aria-describedby={answer?.fields?.open ? `${id}-open` : undefined}
            />
          </label>
          <label>
            Closes
            <input
              value={close}
              onChange={(e) => setClose(e.target.value)}
              placeholder="1pm"
              aria-invalid={answer?.fields?.close ? true : undefined}
              aria-describedby={answer?.fields?.close ? `${id}-close` : undefined}
            />
          </label>
          <button type="submit" className="btn btn--style-primary btn--size-small" disabled={sending}>
            Save
          </button>
          <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setMode('idle')}>
            Cancel
          </button>
          {answer?.fields?.open ? (
            <p id={`${id}-open`} className={styles.problem}>
              {answer.fields.open}
            </p>
          ) : null}
          {answer?.fields?.close ? (
            <p id={`${id}-close`} className={styles.problem}>
              {answer.fields.close}
            </p>
          ) : null}
        </form>
      )}
      {answer?.error && !answer.fields ? (
        <p role="alert" className={styles.problem}>
          {answer.error}
        </p>
      ) : null}
      {answer?.updated ? (
        <p role="status" className={styles.saved}>
          Saved for {answer.updated.join(', ')}.
        </p>
      ) : null}
    </div>
  )
}
