/**
 * The dealer's word for an enquiry (Settings -> Wording: "Enquiry", "Request", "Message") and
 * the phrases the site builds from it, so a noun is never used as a verb ("Request about this
 * car") and no phrase is written twice.
 */
export function enquiryWords(term: string | null | undefined) {
  const noun = term?.trim() || 'Enquiry'
  const lower = noun.toLowerCase()
  const standard = lower === 'enquiry'
  return {
    noun,
    /** The car page's button down to the car's form. */
    aboutCar: standard
      ? 'Enquire about this car'
      : `Send ${/^[aeiou]/.test(lower) ? 'an' : 'a'} ${lower} about this car`,
    /** The phone's sticky bar: one word. */
    action: standard ? 'Enquire' : noun,
    /** The thank-you page's heading. */
    thanks: `Thank you for your ${lower}`,
  }
}
