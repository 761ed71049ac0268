import { RefreshOnSave } from './RefreshOnSave'

/** Shown above a page in draft mode: what the editor sees is not yet public. */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <div className="preview-banner" role="status">
      <span>Preview: you are seeing the latest draft, which visitors cannot see yet.</span>{' '}
      <a href={`/api/preview/exit?path=${encodeURIComponent(path)}`}>Exit preview</a>
      <RefreshOnSave />
    </div>
  )
}
