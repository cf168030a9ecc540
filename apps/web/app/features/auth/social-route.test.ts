import { describe, expect, it } from 'vitest';
import { socialStep } from './social-route';

describe('the social sign-in route', () => {
  it('starts google and apple, and finishes google/cb and apple/cb', () => {
    expect(socialStep('google')).toEqual({ step: 'start', strategy: 'google' });
    expect(socialStep('apple')).toEqual({ step: 'start', strategy: 'apple' });
    expect(socialStep('google/cb')).toEqual({ step: 'callback', strategy: 'google' });
    expect(socialStep('apple/cb')).toEqual({ step: 'callback', strategy: 'apple' });
  });

  it('calls a callback of another provider an invalid strategy', () => {
    expect(socialStep('facebook/cb')).toEqual({ step: 'invalid' });
  });

  it('sends anything else back to /auth', () => {
    for (const other of ['facebook', 'google/x', 'google/cb/more', 'Google', '']) {
      expect(socialStep(other)).toEqual({ step: 'none' });
    }
  });
});
