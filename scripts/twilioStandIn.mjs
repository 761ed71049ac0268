// A stand-in for Twilio's Messaging API, for the tests (this machine has no route to Twilio):
// the platform is pointed at it with TWILIO_API_URL. It takes what Twilio's API reference
// says POST /2010-04-01/Accounts/{AccountSid}/Messages.json takes and refuses the rest with
// Twilio's own error codes: Basic credentials of the account in the path (or one of its API
// keys), a form-encoded body, To in E.164, exactly one of From and MessagingServiceSid, and
// a Body of 1 to 1,600 characters. Loopback only.
import http from 'node:http'
import { URLSearchParams } from 'node:url'

const E164 = /^\+[1-9]\d{7,14}$/

/**
 * @param {{ accountSid: string, authToken: string, apiKeys?: Record<string, string> }} account
 *   apiKeys: API key SIDs (SK...) and their secrets, which authenticate as the account too.
 */
export async function startTwilioStandIn({ accountSid, authToken, apiKeys = {} }) {
  /** @type {{ sid: string, to: string, from: string | null, messagingServiceSid: string | null, body: string }[]} */
  const messages = []
  const failures = []
  let delayNextMs = 0
  let count = 0

  const error = (response, status, code, message) =>
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }))

  const authenticated = (header) => {
    const [scheme, encoded] = (header ?? '').split(' ')
    if (scheme !== 'Basic' || !encoded) return false
    const [user, ...rest] = Buffer.from(encoded, 'base64').toString('utf8').split(':')
    const secret = rest.join(':')
    return (user === accountSid && secret === authToken) || (user in apiKeys && apiKeys[user] === secret)
  }

  const server = http.createServer((request, response) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      const answer = () => {
        const path = new URL(request.url ?? '/', 'http://twilio.invalid').pathname
        const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path)
        if (!match || request.method !== 'POST')
          return error(response, 404, 20404, 'The requested resource was not found')
        if (!authenticated(request.headers.authorization) || decodeURIComponent(match[1]) !== accountSid)
          return error(response, 401, 20003, 'Authenticate')
        if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
          return error(response, 400, 20001, 'Content-Type must be application/x-www-form-urlencoded')
        const failure = failures.shift()
        if (failure) return error(response, failure.status, failure.code, failure.message)
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
        const to = form.get('To')
        const from = form.get('From')
        const messagingServiceSid = form.get('MessagingServiceSid')
        const body = form.get('Body')
        if (!to) return error(response, 400, 21604, "A 'To' phone number is required.")
        if (!E164.test(to)) return error(response, 400, 21211, `Invalid 'To' Phone Number: ${to}`)
        if (!from && !messagingServiceSid)
          return error(
            response,
            400,
            21603,
            "A 'From' or 'MessagingServiceSid' parameter is required to send a message.",
          )
        if (messagingServiceSid && !/^MG[0-9a-f]{32}$/.test(messagingServiceSid))
          return error(response, 400, 21701, 'The Messaging Service Sid is invalid.')
        if (!body) return error(response, 400, 21602, 'Message body is required.')
        if (body.length > 1600)
          return error(response, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.')
        const sid = `SM${String(++count).padStart(32, '0')}`
        messages.push({ sid, to, from, messagingServiceSid, body })
        response.writeHead(201, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            sid,
            account_sid: accountSid,
            to,
            from,
            messaging_service_sid: messagingServiceSid,
            body,
            status: 'queued',
            num_segments: String(Math.ceil(body.length / 153) || 1),
            direction: 'outbound-api',
            api_version: '2010-04-01',
            date_created: new Date().toUTCString(),
            uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
          }),
        )
      }
      const delay = delayNextMs
      delayNextMs = 0
      if (delay) setTimeout(answer, delay)
      else answer()
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    messages,
    /** The next request is answered with this Twilio error (429 20429 Too Many Requests, 500...). */
    failNext: (status, code, message) => failures.push({ status, code, message }),
    /** The next request is answered after this long. */
    delayNext: (ms) => (delayNextMs = ms),
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
