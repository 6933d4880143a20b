// The bench's waves: the round trips a page waited on, counted from the DevTools network log.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { waterfall } from '../bench/web.mjs';

const DOC = 'http://127.0.0.1/';
/** A request sent at `sent` seconds and answered at `end`. */
const req = (path, sent, end, extra = {}) => ({ url: `http://127.0.0.1${path}`, type: 'Script', initiator: 'script', by: null, sent, end, ...extra });

test('the document is wave 1, what its HTML names wave 2, a request sent after an answer one wave more', () => {
  const { rows, waves } = waterfall([
    req('/', 0, 0.2, { initiator: 'other' }),
    req('/main.js', 0.25, 0.6, { initiator: 'parser', by: DOC }),
    req('/remotes.json', 0.7, 0.9),
    req('/remotes/x/remoteEntry.js', 1.0, 1.2),
  ]);
  assert.deepEqual(
    rows.map((r) => r.wave),
    [1, 2, 3, 4],
  );
  assert.equal(waves, 4);
});

test('a request the browser cache answers (a preload, a prefetch) is no round trip: it adds no wave', () => {
  const { rows, waves } = waterfall([
    req('/', 0, 0.2, { initiator: 'other' }),
    req('/main.js', 0.25, 0.6, { initiator: 'parser', by: DOC }),
    req('/remotes/x/remoteEntry.js', 0.25, 0.5, { initiator: 'parser', by: DOC }),
    req('/remotes/x/remoteEntry.js', 0.7, 0.701, { cached: true }),
    req('/remotes/x/icons.js', 0.71, 0.712, { cached: true }),
    req('/api/later', 0.8, 0.9),
  ]);
  assert.deepEqual(
    rows.map((r) => [r.wave, r.cached ?? false]),
    [
      [1, false],
      [2, false],
      [2, false],
      [2, true],
      [2, true],
      [3, false],
    ],
  );
  assert.equal(waves, 3);
});
