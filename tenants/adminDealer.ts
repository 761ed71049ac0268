/** The dealer picked in the admin's dealer selector (the multi-tenant plugin's `payload-tenant` cookie), or null. */
export function dealerPickedInAdmin(headers: Headers | undefined): string | null {
  const picked = headers?.get('cookie')?.match(/(?:^|;\s*)payload-tenant=([^;]+)/)?.[1]
  return picked ? decodeURIComponent(picked) : null
}
