import { describe, expect, it } from 'vitest'
import { isPublicAddress } from './publicAddress'

describe('public addresses', () => {
  it('refuses loopback, private, link-local, shared and reserved ranges, in both families', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'fd00::1',
      'fe80::1',
      '64:ff9b::7f00:1',
      'not-an-address',
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })

  it('takes addresses on the public internet', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '203.0.114.1', '1.1.1.1', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true)
  })
})
