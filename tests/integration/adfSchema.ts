import { spawnSync } from 'node:child_process'
import path from 'node:path'

/** Checks a document against the ADF 1.0 DTD with libxml2's xmllint (Debian's libxml2-utils). */
export function validAdf(xml: string): { valid: boolean; errors: string } {
  const run = spawnSync('xmllint', ['--noout', '--dtdvalid', path.resolve('tests/fixtures/adf.dtd'), '-'], {
    input: xml,
    encoding: 'utf8',
  })
  if (run.error) throw new Error(`xmllint is needed to check ADF (apt-get install libxml2-utils): ${run.error.message}`)
  return { valid: run.status === 0, errors: run.stderr }
}
