// Helpers shared by the test scripts: run a command while echoing and capturing its output,
// find test files, and read the "N passed, N failed" summary lines our scripts print.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');

/**
 * Runs a command, streams its output to ours (unless `quiet`: then it is only kept), resolves with its
 * exit code and output.
 */
export function run(cmd, args, { env = process.env, cwd = ROOT, capture = true, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const tee = (target) => (chunk) => {
      if (!quiet) target.write(chunk);
      if (capture || quiet) output += chunk.toString();
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.on('error', (err) => {
      output += `\n${err.message}\n`;
      resolve({ code: 127, output });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

/** Every file under `dir` whose name matches `pattern`, sorted, relative to the repository root. */
export function findFiles(dir, pattern) {
  const found = [];
  const walk = (current) => {
    let entries;
    try {
      entries = readdirSync(current);
    } catch {
      return;
    }
    for (const name of entries) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (pattern.test(name)) found.push(path.relative(ROOT, full));
    }
  };
  walk(path.join(ROOT, dir));
  return found.sort();
}

const SUMMARY = /^(\d+) passed, (\d+) failed$/;

/** The last "N passed, N failed" line of an output, or null. */
export function lastSummary(output) {
  const lines = output.split(/\r?\n/).map((l) => l.trim());
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    const m = SUMMARY.exec(lines[i]);
    if (m) return { passed: Number(m[1]), failed: Number(m[2]) };
  }
  return null;
}

export const summaryLine = ({ passed, failed }) => `${passed} passed, ${failed} failed`;

/**
 * Node's spec reporter ends with "ℹ pass N", "ℹ fail N" and "ℹ cancelled N" (a test cut short, e.g. by a
 * timeout, is cancelled rather than failed: it counts as a failure here). Null when the run died before.
 */
export function parseNodeTestSummary(output) {
  const last = (name) => [...output.matchAll(new RegExp(`^\\S*\\s*${name} (\\d+)\\s*$`, 'gm'))].at(-1);
  const pass = last('pass');
  const fail = last('fail');
  const cancelled = last('cancelled');
  if (!pass || !fail) return null;
  return { passed: Number(pass[1]), failed: Number(fail[1]) + Number(cancelled?.[1] ?? 0) };
}
