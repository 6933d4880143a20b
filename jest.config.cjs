// Jest configuration of the front-end packages (unit and component tests, jsdom).
// The API has its own runner (node --test through tsx, see scripts/test-api.mjs).
const fs = require('node:fs');

// The device is put far from Paris (UTC−4, no summer time): every date the portal shows or compares is
// the institute's (Europe/Paris), so a test that only passes when the machine runs on Paris time fails.
process.env.TZ = 'America/Guadeloupe';
const path = require('node:path');

const FRONT_END_PACKAGES = [
  'shared-auth',
  'shared-ui',
  'shell',
  'mf-trainee',
  'mf-trainings',
  'mf-people',
  'mf-finance',
  'mf-admin',
];

// Packages published only as ES modules must be transpiled to CommonJS for Jest.
const ESM_ONLY = ['rettime', 'until-async', '@open-draft'];

const swcTs = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const swcJs = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'ecmascript', jsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const project = (name) => ({
  displayName: name,
  rootDir: path.join(__dirname, name),
  roots: ['<rootDir>/src'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // Our own environment: jsdom plus the web platform globals jsdom lacks (fetch, TextEncoder…).
  testEnvironment: path.join(__dirname, 'scripts/jest-environment.cjs'),
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
  // MSW (the fake API, test-support/src/network.ts) resolves with Node's export conditions.
  resolver: path.join(__dirname, 'scripts/jest-resolver.cjs'),
  transform: { '^.+\\.(ts|tsx)$': swcTs, '^.+\\.(js|jsx|mjs)$': swcJs },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    // The packages' entries as their package.json `exports` declare them (kept in step by hand).
    '^@irt/shared-auth$': path.join(__dirname, 'shared-auth/src'),
    '^@irt/shared-auth/query$': path.join(__dirname, 'shared-auth/src/query'),
    '^@irt/shared-auth/endpoints$': path.join(__dirname, 'shared-auth/src/endpoints'),
    '^@irt/shared-ui/(.*)$': path.join(__dirname, 'shared-ui/src/$1'),
    '^@irt/test-support/(.*)$': path.join(__dirname, 'test-support/src/$1'),
    '\\.(css|less|scss|sass)$': 'identity-obj-proxy',
    '\\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|eot|pdf)$': path.join(__dirname, 'scripts/jest-file-stub.cjs'),
  },
  clearMocks: true,
  restoreMocks: true,
});

/** @type {import('jest').Config} */
module.exports = {
  // Only packages that have sources yet (Jest refuses a missing root).
  projects: FRONT_END_PACKAGES.filter((name) => fs.existsSync(path.join(__dirname, name, 'src'))).map(project),
  // A package without tests yet must not fail the whole run.
  passWithNoTests: true,
  testTimeout: 15000,
};
