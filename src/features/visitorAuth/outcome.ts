/** What a sign-in request comes to: its status and body, and the Retry-After or session cookie it sets. */
export type VisitorAuthOutcome = {
  status: number
  body: Record<string, unknown>
  retryAfterSeconds?: number
  cookie?: string
}
