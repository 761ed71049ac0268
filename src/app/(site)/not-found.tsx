/** Plain 404: names no tenant, so an unknown host learns nothing about the platform's dealers. */
export default function NotFound() {
  return (
    <main className="not-found">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist.</p>
    </main>
  )
}
