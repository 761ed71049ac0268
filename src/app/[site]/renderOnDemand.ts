/**
 * `generateStaticParams` of every dynamic segment of the dealer sites: nothing is rendered
 * at build time (sites and their content live in the database); each page is rendered on its
 * first visit and then served from the route cache (see the `revalidate` in layout.tsx).
 */
export const renderOnDemand = async (): Promise<Record<string, string>[]> => []
