import { describe, expect, it } from 'vitest';
import { isValidSubdomain, pickSubdomain, subdomainOfHost } from './artist-subdomain';

describe('artist subdomains', () => {
  it('makes a DNS label from a Latin name', () => {
    expect(pickSubdomain('Noura Al-Sabah', 7, new Set())).toBe('noura-al-sabah');
    expect(pickSubdomain('  Émile   Zola!! ', 7, new Set())).toBe('emile-zola');
  });

  it('falls back to the user id when no Latin letter is left', () => {
    expect(pickSubdomain('نورة الصباح', 42, new Set())).toBe('artist-42');
  });

  it('counts up past taken and reserved labels', () => {
    expect(pickSubdomain('Noura', 1, new Set(['noura', 'noura-2']))).toBe('noura-3');
    expect(pickSubdomain('www', 1, new Set())).toBe('www-2');
  });

  it('keeps long names within a label', () => {
    const label = pickSubdomain('a'.repeat(100), 1, new Set(['a'.repeat(55)]));
    expect(label.length).toBeLessThanOrEqual(63);
    expect(isValidSubdomain(label)).toBe(true);
  });

  it('reads the subdomain off a host of the public host', () => {
    expect(subdomainOfHost('noura.store.example', 'store.example')).toBe('noura');
    expect(subdomainOfHost('Noura.Localhost:3205', 'localhost')).toBe('noura');
    expect(subdomainOfHost('store.example', 'store.example')).toBeNull();
    expect(subdomainOfHost('www.store.example', 'store.example')).toBeNull();
    expect(subdomainOfHost('a.b.store.example', 'store.example')).toBeNull();
    expect(subdomainOfHost('noura.evil.example', 'store.example')).toBeNull();
  });
});
