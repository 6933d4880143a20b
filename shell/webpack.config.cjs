// The shell (host): no exposes, no build-time remotes — it registers the role's remotes at runtime.
const { createConfig } = require('../webpack/create-config.cjs');

module.exports = createConfig({ folder: 'shell' });
