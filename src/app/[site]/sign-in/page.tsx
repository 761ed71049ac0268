import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { signInMessage } from '@/domain/oneTimeCode'
import { SignInForm } from '@/features/visitorAuth/ui/SignInForm.client'

// The address carries the step a form posted without scripts is at: rendered per request.
export const dynamic = 'force-dynamic'
// Nothing here for a search engine.
export const metadata: Metadata = { title: 'Sign in', robots: { index: false, follow: false } }

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * /sign-in?type=&redirect= (spec): a visitor signs in with a code texted to their mobile. A
 * browser without scripts posts each step and comes back here at the next one (&sent=1, the
 * number, and any message by its key).
 */
export default async function SignInPage({ searchParams }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const query = await searchParams
  const one = (name: string) => {
    const value = query[name]
    return typeof value === 'string' ? value.slice(0, 300) : undefined
  }
  const carried = Object.fromEntries(
    ['type', 'redirect', 'back'].flatMap((name) => (one(name) ? [[name, one(name)!]] : [])),
  )
  return (
    <main id="main" className="site-main sign-in-page">
      <section className="page-hero">
        <h1>Sign in</h1>
        <p className="page-summary">
          Enter your mobile number and we will text you a code. No password to remember: the code signs you in to{' '}
          {tenant.name} on this device.
        </p>
      </section>
      <SignInForm
        carried={carried}
        initial={{
          phone: one('phone')?.slice(0, 30) ?? '',
          sent: one('sent') === '1',
          errors: {
            phone_number: signInMessage(one('phone_error')),
            code: signInMessage(one('code_error')),
            form: signInMessage(one('error')),
          },
        }}
      />
    </main>
  )
}
