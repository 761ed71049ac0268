import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { SignInForm } from '@/features/visitorAuth/ui/SignInForm.client'

// Nothing here for a search engine.
export const metadata: Metadata = { title: 'Sign in', robots: { index: false, follow: false } }

/**
 * /sign-in?type=&redirect= (spec): a visitor signs in with a code texted to their mobile. The
 * page is the same for everyone (the form reads where to go back to in the browser).
 */
export default async function SignInPage() {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  return (
    <main id="main" className="site-main sign-in-page">
      <section className="page-hero">
        <h1>Sign in</h1>
        <p className="page-summary">
          Enter your mobile number and we will text you a code. No password to remember: the code signs you in to{' '}
          {tenant.name} on this device.
        </p>
      </section>
      <SignInForm />
    </main>
  )
}
