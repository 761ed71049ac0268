/**
 * Search-as-you-type: every word the visitor typed must begin a word of the car's text
 * ("toy hil" finds Toyota HiLux). Words split like Elasticsearch's standard analyzer does
 * for car names: lowercase, on anything that is not a letter or digit.
 */
export function searchTokens(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 10)
}
