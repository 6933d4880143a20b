// jsdom as Jest's environment, plus the web platform globals Node has and jsdom lacks:
// the HTTP client needs fetch/Request/Response/Headers, react-router needs TextEncoder, MUI uses structuredClone.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'BroadcastChannel',
  'AbortController',
  'AbortSignal',
];

class PortalEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      // jsdom's own implementation wins when it has one: it is bound to the same window as the DOM.
      if (this.global[name] === undefined && globalThis[name] !== undefined) {
        this.global[name] = globalThis[name];
      }
    }
  }
}

module.exports = PortalEnvironment;
