import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'

/** The mails the server under test has sent so far (scripts/mailCatcher.mjs writes them to E2E_MAILBOX). */
export async function sentMail(): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAILBOX
  if (!dir) throw new Error('E2E_MAILBOX is set by scripts/e2e.mjs: run the browser tests through it.')
  return Promise.all(readdirSync(dir).map((file) => simpleParser(readFileSync(path.join(dir, file)))))
}

/** The addresses a mail went to, as one string. */
export const recipients = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).map((to) => to.text).join(', ')
