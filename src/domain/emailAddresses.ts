import { isValidEmail } from './enquiry'

/** The addresses of a list typed with commas, semicolons or spaces between them. */
export const emailAddresses = (list: string | null | undefined): string[] =>
  (list ?? '')
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean)

/** The first address of the list that is not an e-mail address, if any. */
export const invalidEmailAddress = (list: string): string | undefined =>
  emailAddresses(list).find((address) => !isValidEmail(address))
