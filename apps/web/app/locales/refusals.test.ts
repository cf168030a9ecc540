import type { Endpoint } from '@seed/contract/endpoint';
import { GENERIC_REASONS } from '@seed/contract/endpoint';
import { describe, expect, it } from 'vitest';

const CONTRACT = import.meta.glob<Record<string, unknown>>('../../../../packages/contract/src/*.ts', {
  eager: true,
});
const TEXTS = import.meta.glob<Record<string, string>>('./*/refusals/*.json', {
  eager: true,
  import: 'default',
});

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'refusals' in value
  );
}

// The contract's endpoints sit in exported objects, grouped as each module likes: walk them all.
function endpointsIn(value: unknown, found: Endpoint[] = []): Endpoint[] {
  if (isEndpoint(value)) found.push(value);
  else if (typeof value === 'object' && value !== null && !('_zod' in value)) {
    for (const inner of Object.values(value)) endpointsIn(inner, found);
  }
  return found;
}

const endpoints = Object.values(CONTRACT).flatMap((module) => endpointsIn(module));
const declared = new Set<string>([...GENERIC_REASONS, ...endpoints.flatMap((endpoint) => endpoint.refusals)]);

function table(lang: string): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  for (const [path, file] of Object.entries(TEXTS)) {
    if (!path.startsWith(`./${lang}/`)) continue;
    for (const [reason, text] of Object.entries(file))
      texts.set(reason, [...(texts.get(reason) ?? []), text]);
  }
  return texts;
}

describe('refusal texts', () => {
  it('finds the contract', () => {
    expect(endpoints.length).toBeGreaterThan(0);
  });

  for (const lang of ['ar', 'en']) {
    const texts = table(lang);
    it(`${lang} has a text for every reason the contract declares`, () => {
      const missing = [...declared].filter((reason) => !texts.get(reason)?.[0]?.trim());
      expect(missing).toEqual([]);
    });
    it(`${lang} has no text for a reason no endpoint gives, and each reason once`, () => {
      expect([...texts.keys()].filter((reason) => !declared.has(reason))).toEqual([]);
      expect([...texts].filter(([, list]) => list.length > 1).map(([reason]) => reason)).toEqual([]);
    });
  }

  it('every reason is a stable machine word', () => {
    expect([...declared].filter((reason) => !/^[A-Z][A-Z0-9_]*$/.test(reason))).toEqual([]);
  });
});
