import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from './errors';

describe('DomainError', () => {
  it('carries its code, message and cause', () => {
    const cause = new Error('row missing');
    const error = new DomainError('NOT_FOUND', 'Product 7 not found', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Product 7 not found');
    expect(error.cause).toBe(cause);
  });
});

describe('isDomainError', () => {
  it('recognises a DomainError', () => {
    expect(isDomainError(new DomainError('CONFLICT', 'x'))).toBe(true);
  });

  it('recognises a DomainError from another copy of the module', () => {
    const foreign = Object.assign(new Error('x'), { name: 'DomainError', code: 'OUT_OF_STOCK' });
    expect(isDomainError(foreign)).toBe(true);
  });

  it('rejects plain errors, unknown codes and non-errors', () => {
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(isDomainError(Object.assign(new Error('x'), { name: 'DomainError', code: 'TEAPOT' }))).toBe(false);
    expect(isDomainError({ name: 'DomainError', code: 'NOT_FOUND' })).toBe(false);
    expect(isDomainError(undefined)).toBe(false);
  });
});
