/**
 * A page with an enquiry of its own (a car's) marks its section with this attribute, its value
 * the form's anchor: the phone's sticky Enquire goes there instead of the contact page.
 */
export const PAGE_ENQUIRY_ATTRIBUTE = 'data-page-enquiry'
