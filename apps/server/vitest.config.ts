import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // A refusal whose reason its endpoint does not declare fails the test (api plugins/errors.ts).
    env: { SEED_STRICT_REFUSALS: '1' },
  },
});
