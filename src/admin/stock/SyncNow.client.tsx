'use client'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import styles from './stock.module.css'

/** Queues an import of the dealer's feed source (POST /api/stock-sync/<slug>), then shows it on the page. */
export function SyncNowButton({ dealer, busy = false }: { dealer: string; busy?: boolean }) {
  const router = useRouter()
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  async function syncNow() {
    setSending(true)
    setProblem(null)
    try {
      const response = await fetch(`/api/stock-sync/${encodeURIComponent(dealer)}`, {
        method: 'POST',
        credentials: 'same-origin',
      })
      const body = (await response.json().catch(() => ({}))) as { error?: string }
      if (!response.ok) setProblem(body.error ?? `The import could not be queued (${response.status}).`)
      else router.refresh()
    } catch {
      setProblem('The server could not be reached. Check the connection and try again.')
    } finally {
      setSending(false)
    }
  }
  return (
    <div className={styles.syncNow}>
      <button
        type="button"
        className="btn btn--style-primary btn--size-medium"
        onClick={syncNow}
        disabled={sending || busy}
      >
        {busy ? 'Import under way…' : sending ? 'Queuing…' : 'Sync now'}
      </button>
      <p className={styles.hint}>
        Reads the feed source now, as the daily import would. The table below follows it until it has finished.
      </p>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </div>
  )
}

/** While an import is queued or running, the page reads its record again every two seconds. */
export function FollowUnfinishedImport() {
  const router = useRouter()
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), 2_000)
    return () => clearInterval(timer)
  }, [router])
  return (
    <p role="status" className={styles.hint}>
      An import is under way; this page updates by itself.
    </p>
  )
}
