import { platformAdminOrigin } from '@/config/platform'
import { RefreshOnSave } from './RefreshOnSave'

/**
 * Shown above a page in preview. Documents with drafts (pages, offers) show their latest
 * draft; the others (models, locations) show what was last saved, which is already public.
 */
export function PreviewBanner({ path, drafts = true }: { path: string; drafts?: boolean }) {
  const adminOrigin = platformAdminOrigin()
  return (
    <div className="preview-banner" role="status">
      <span>
        {drafts
          ? 'Preview: you are seeing the latest draft, which visitors cannot see yet.'
          : 'Preview: this page as last saved; it refreshes each time you save.'}
      </span>{' '}
      <a href={`/api/preview/exit?path=${encodeURIComponent(path)}`}>Exit preview</a>
      {adminOrigin && <RefreshOnSave adminOrigin={adminOrigin} />}
    </div>
  )
}
