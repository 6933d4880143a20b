import { existsSync } from 'node:fs';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit resolves paths from the working directory: accept being run from the root or from api/.
const base = existsSync('api/src/db/schema.ts') ? 'api' : '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: `${base}/src/db/schema.ts`,
  out: `${base}/drizzle`,
  strict: true,
  verbose: false,
});
