import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('treats Arabic passwords typed in composed or decomposed form alike', async () => {
    const stored = await hashPassword('كلمة\u0622');
    expect(await verifyPassword('كلمة\u0627\u0653', stored)).toBe(true);
  });

  it('rejects stored values it does not understand', async () => {
    const stored = await hashPassword('secret');
    const [, , r, p, salt, hash] = stored.split('$');
    expect(await verifyPassword('secret', 'plain-text')).toBe(false);
    expect(await verifyPassword('secret', `bcrypt$16384$${r}$${p}$${salt}$${hash}`)).toBe(false);
    expect(await verifyPassword('secret', `scrypt$1000$${r}$${p}$${salt}$${hash}`)).toBe(false);
    expect(await verifyPassword('secret', `scrypt$${2 ** 24}$${r}$${p}$${salt}$${hash}`)).toBe(false);
    expect(await verifyPassword('secret', `scrypt$16384$${r}$${p}$${salt}$`)).toBe(false);
    expect(await verifyPassword('secret', `${stored}$extra`)).toBe(false);
  });
});
