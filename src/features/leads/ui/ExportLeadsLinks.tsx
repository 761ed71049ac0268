/** Above the admin's Leads list: the staff member's leads as a spreadsheet (their dealers' only). */
export function ExportLeadsLinks() {
  return (
    <p style={{ display: 'flex', gap: '1.5rem', margin: '0 0 1rem' }}>
      <a href="/api/leads/export" download>
        Export all leads (CSV)
      </a>
      <a href="/api/leads/export?deliveryStatus=failed" download>
        Export leads whose delivery failed (CSV)
      </a>
    </p>
  )
}
