// The browser's note that this visitor signed in on this site (the session cookie itself is
// HttpOnly, out of the page's reach). It only decides whether a page loads the signed-in
// controls' code; the server decides who is signed in, and a 401 clears the note.
const KEY = 'visitor-signed-in'

export function seemsSignedIn(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}

export function markSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1')
    else window.localStorage.removeItem(KEY)
  } catch {
    // Storage refused (private mode): pages treat the visitor as signed out until they act.
  }
}
