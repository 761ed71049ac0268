/**
 * One page of a list: the page asked for, or the last one when it asks past the end (an
 * address from before the list shrank), with how many pages there are (at least one).
 */
export function pageOf<T>(items: T[], perPage: number, asked: number) {
  const pages = Math.max(1, Math.ceil(items.length / perPage))
  const page = Math.min(Math.max(1, asked), pages)
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pages }
}
