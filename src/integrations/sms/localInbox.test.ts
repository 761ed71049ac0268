import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { localInbox } from './localInbox'

const dir = mkdtempSync(path.join(tmpdir(), 'sms-inbox-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the local inbox', () => {
  it('keeps each number’s messages in order, one line each, for the browser tests to read', async () => {
    const inbox = localInbox({ SMS_INBOX_DIR: dir })
    await inbox.send({ to: '+61412345678', body: '111111 is your code' })
    await inbox.send({ to: '+61412345678', body: '222222 is your code' })
    const lines = readFileSync(path.join(dir, '+61412345678.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.map((line) => line.body)).toEqual(['111111 is your code', '222222 is your code'])
  })

  it('takes only international numbers, as a provider does', async () => {
    await expect(localInbox({ SMS_INBOX_DIR: dir }).send({ to: '0412345678', body: 'x' })).rejects.toThrow(/E\.164/)
  })
})
