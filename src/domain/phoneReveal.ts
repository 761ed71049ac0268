/** Characters of a dealer's phone number shown before the visitor asks for it (spec). */
export const PHONE_SHOWN_CHARACTERS = 5

/** The number as shown before it is revealed: its first 5 characters, then every digit masked. */
export function maskedPhone(phone: string): string {
  const shown = phone.slice(0, PHONE_SHOWN_CHARACTERS)
  return shown + phone.slice(PHONE_SHOWN_CHARACTERS).replace(/\d/g, 'X')
}
