import { relative } from 'node:path';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit loads this file as CommonJS and resolves paths from the working directory (and breaks on an
// absolute `out`), so both are anchored to this package via __dirname, whether it runs from the root or here.
export default defineConfig({
  dialect: 'postgresql',
  casing: 'snake_case',
  schema: relative(process.cwd(), `${__dirname}/src/schema/*.ts`),
  out: relative(process.cwd(), `${__dirname}/migrations`),
});
