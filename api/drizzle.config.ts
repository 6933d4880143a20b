import { existsSync } from 'node:fs';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit resolves paths from the working directory: accept being run from the root or from api/.
const base = existsSync('api/src/db/schema/index.ts') ? 'api' : '.';

export default defineConfig({
  dialect: 'postgresql',
  // The index re-exports every domain file of the schema.
  schema: `${base}/src/db/schema/index.ts`,
  out: `${base}/drizzle`,
  strict: true,
  verbose: false,
});
