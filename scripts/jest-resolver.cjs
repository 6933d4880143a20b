// Jest resolves packages with the 'browser' export condition under jsdom. MSW's Node entry
// (msw/node), the interceptors it uses and their helpers are exported for Node only (or as browser
// ES modules): MSW and everything it imports resolve with Node's conditions, the rest as before.
const MSW_TREE = '(msw|@mswjs|@open-draft|@bundled-es-modules|rettime|until-async|outvariant|strict-event-emitter|headers-polyfill|is-node-process)';
const MSW_REQUEST = new RegExp(`^${MSW_TREE}(/|$)`);
const INSIDE_MSW = new RegExp(`[\\\\/]node_modules[\\\\/]${MSW_TREE}[\\\\/]`);
const NODE_CONDITIONS = ['node', 'require', 'default'];

module.exports = (request, options) => {
  if (MSW_REQUEST.test(request) || INSIDE_MSW.test(options.basedir)) {
    return options.defaultResolver(request, { ...options, conditions: NODE_CONDITIONS });
  }
  return options.defaultResolver(request, options);
};
