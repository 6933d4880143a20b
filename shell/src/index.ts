// Async boundary: the federation runtime negotiates the shared singletons (react, MUI…) before any
// code that uses them runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');

// With a session already set, the logged-in frame comes next: its code (and the MUI components only
// it uses) is fetched alongside the bootstrap instead of after it, one round trip earlier. The router
// finds it loaded. The session's expiry cookie is only a hint: the guard still checks the session.
if (/(?:^|;\s*)irt_session=\d/.test(document.cookie)) {
  import(/* webpackChunkName: "frame" */ './layout/AppLayout').catch(() => undefined);
}
