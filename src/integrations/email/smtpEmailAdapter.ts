import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

/**
 * Where e-mail goes: an SMTP server named by the environment, or nowhere.
 * - `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://...` for TLS from the start), or
 *   `SMTP_HOST` with `SMTP_PORT`, `SMTP_USER`, `SMTP_PASS`, `SMTP_SECURE=true`.
 * - `EMAIL_FROM_ADDRESS` and `EMAIL_FROM_NAME`: the sender (defaults below).
 */
export type SmtpSettings =
  { url: string } | { host: string; port: number; secure: boolean; user?: string; pass?: string }

export function smtpSettings(env: Partial<NodeJS.ProcessEnv> = process.env): SmtpSettings | null {
  if (env.SMTP_URL?.trim()) return { url: env.SMTP_URL.trim() }
  if (!env.SMTP_HOST?.trim()) return null
  const secure = env.SMTP_SECURE === 'true'
  return {
    host: env.SMTP_HOST.trim(),
    port: Number(env.SMTP_PORT) || (secure ? 465 : 587),
    secure,
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
  }
}

/** What became of a message: accepted by the SMTP server, or only written to the log. */
export type SentEmail = { messageId: string; accepted: string[]; rejected: string[]; loggedOnly: boolean }

let cached: { key: string; transport: Transporter } | null = null

/** The SMTP transport for the settings in the environment now (tests start their own server). */
function transportFor(settings: SmtpSettings): Transporter {
  const key = JSON.stringify(settings)
  if (cached?.key !== key) {
    cached?.transport.close()
    const transport =
      'url' in settings
        ? nodemailer.createTransport(settings.url)
        : nodemailer.createTransport({
            host: settings.host,
            port: settings.port,
            secure: settings.secure,
            auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
          })
    cached = { key, transport }
  }
  return cached.transport
}

/**
 * Payload's e-mail adapter on nodemailer over SMTP (password resets, lead delivery). The
 * SMTP settings are read when a message is sent, not when the server starts. Without them
 * (development) the whole message is written to the log and the answer says `loggedOnly`,
 * so a caller that must deliver (a lead) records that it was not sent; a production server
 * without them warns at start-up (warnWithoutSmtp).
 */
export const smtpEmailAdapter: EmailAdapter<SentEmail> = ({ payload }) => ({
  name: 'smtp',
  defaultFromAddress: process.env.EMAIL_FROM_ADDRESS?.trim() || 'no-reply@dealer-sites.localhost',
  defaultFromName: process.env.EMAIL_FROM_NAME?.trim() || 'Dealer websites',
  async sendEmail(message: SendEmailOptions): Promise<SentEmail> {
    const settings = smtpSettings()
    if (!settings) {
      payload.logger.warn({
        msg: `E-mail written to the log, not sent (no SMTP server configured): to ${String(message.to)}, "${message.subject}"`,
        text: typeof message.text === 'string' ? message.text : undefined,
      })
      return { messageId: 'logged', accepted: [], rejected: [], loggedOnly: true }
    }
    const info = await transportFor(settings).sendMail(message)
    return {
      messageId: info.messageId,
      accepted: (info.accepted ?? []).map(String),
      rejected: (info.rejected ?? []).map(String),
      loggedOnly: false,
    }
  },
})

/** A production server without SMTP cannot deliver leads or password resets: said loudly at start-up. */
export function warnWithoutSmtp(logger: { error: (message: string) => void }, env = process.env) {
  if (env.NODE_ENV === 'production' && !smtpSettings(env))
    logger.error(
      'NO SMTP SERVER IS CONFIGURED (SMTP_URL or SMTP_HOST): leads are stored but not e-mailed to dealers, and staff cannot reset passwords.',
    )
}
