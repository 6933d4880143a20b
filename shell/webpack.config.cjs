// The shell (host): no exposes, no build-time remotes — it registers the role's remotes at runtime.
const { createConfig } = require('../webpack/create-config.cjs');

module.exports = createConfig({
  folder: 'shell',
  // What shows before any page: the frame (bootstrap: session, router, theme) and the login page.
  firstScreen: ['src/bootstrap.tsx', 'src/pages/public/LoginPage.tsx', 'src/layout/PublicFrame.tsx'],
  // What a logged-in page shows around its content: the side menu, the top bar and the route's screen.
  frame: ['src/layout/AppLayout.tsx', 'src/pages/RouteScreen.tsx'],
});
