import { describe, expect, it } from 'vitest'
import { createServer, request, type Server, type ServerResponse } from 'node:http'
import {
  adminRedirect,
  clientAddressOf,
  hasUndecodablePath,
  sendOneLocation,
  trustedProxyHops,
} from './requestGate.mjs'

describe('the visitor’s address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddressOf({ forwardedFor: '1.2.3.4', socketAddress: '203.0.113.9', trustedHops: 0 })).toBe(
      '203.0.113.9',
    )
    expect(clientAddressOf({ forwardedFor: null, socketAddress: '::ffff:203.0.113.9', trustedHops: 0 })).toBe(
      '203.0.113.9',
    )
  })

  it('behind N proxies is what the outermost trusted proxy saw, not what the client wrote', () => {
    // client wrote 1.2.3.4; the one proxy (10.0.0.2) appended the real peer 198.51.100.7
    expect(clientAddressOf({ forwardedFor: '1.2.3.4, 198.51.100.7', socketAddress: '10.0.0.2', trustedHops: 1 })).toBe(
      '198.51.100.7',
    )
    expect(
      clientAddressOf({ forwardedFor: '1.2.3.4, 198.51.100.7, 10.0.0.1', socketAddress: '10.0.0.2', trustedHops: 2 }),
    ).toBe('198.51.100.7')
    // fewer hops than configured: the leftmost there is
    expect(clientAddressOf({ forwardedFor: '', socketAddress: '10.0.0.2', trustedHops: 3 })).toBe('10.0.0.2')
  })

  it('reads TRUSTED_PROXY_HOPS as a small number and refuses anything else', () => {
    expect(trustedProxyHops(undefined)).toBe(0)
    expect(trustedProxyHops('2')).toBe(2)
    expect(() => trustedProxyHops('yes')).toThrow(/TRUSTED_PROXY_HOPS/)
  })
})

describe('undecodable paths', () => {
  it('are found before Next would answer them with a 500', () => {
    for (const url of ['/%', '/cars/%', '/search/%E0', '/api/stock-feed/%%', '/admin/%zz?x=1'])
      expect(hasUndecodablePath(url)).toBe(true)
    for (const url of ['/', '/cars/a%20b', '/search/used-cars?query=%', '/%E2%9C%93'])
      expect(hasUndecodablePath(url)).toBe(false)
  })
})

describe('the admin’s host', () => {
  const admin = 'https://admin.example.com.au'
  it('serves the admin there only; /admin on a dealer’s host is sent there, path and query kept', () => {
    expect(adminRedirect('/admin/login?redirect=%2Fadmin', 'www.harbourcitytoyota.com.au', admin)).toBe(
      'https://admin.example.com.au/admin/login?redirect=%2Fadmin',
    )
    expect(adminRedirect('/admin', 'harbour-toyota.localhost:3000', admin)).toBe('https://admin.example.com.au/admin')
    expect(adminRedirect('/admin/login', 'ADMIN.example.com.au', admin)).toBeNull()
    expect(adminRedirect('/administrator', 'www.harbourcitytoyota.com.au', admin)).toBeNull()
    expect(adminRedirect('/api/pages', 'www.harbourcitytoyota.com.au', admin)).toBeNull()
    expect(adminRedirect('/admin', 'anything', null)).toBeNull()
  })
})

describe('a redirect’s Location header', () => {
  /** Raw response headers of a server whose handler sets Location as `set` does. */
  async function rawHeaders(set: (res: ServerResponse) => void): Promise<string[]> {
    const server: Server = createServer((_req, res) => {
      sendOneLocation(res)
      set(res)
      res.writeHead(308)
      res.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      return await new Promise((resolve, reject) =>
        request({ host: '127.0.0.1', port, path: '/' }, (res) => {
          res.resume()
          resolve(res.rawHeaders)
        })
          .on('error', reject)
          .end(),
      )
    } finally {
      server.close()
    }
  }
  const locations = (raw: string[]) => raw.filter((_, i) => i % 2 === 1 && raw[i - 1]!.toLowerCase() === 'location')

  it('is sent once when the framework set it twice (vercel/next.js#82117)', async () => {
    expect(
      locations(await rawHeaders((res) => (res.appendHeader('location', '/a'), res.appendHeader('location', '/a')))),
    ).toEqual(['/a'])
    expect(locations(await rawHeaders((res) => res.setHeader('location', ['/a', '/a'])))).toEqual(['/a'])
  })

  it('keeps two different ones, which a browser refuses rather than guess', async () => {
    expect(locations(await rawHeaders((res) => res.setHeader('location', ['/a', '/b'])))).toEqual(['/a', '/b'])
    expect(locations(await rawHeaders((res) => res.setHeader('location', '/a')))).toEqual(['/a'])
  })
})
