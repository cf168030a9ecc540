import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.server';
import { invalidReply, refusalReply } from './studio-refusal.server';

describe('the studio resource routes’ refusals', () => {
  it('answer the reason and its text in the page language, never the API’s English', async () => {
    const refused = new ApiError(
      400,
      'The font Comic Sans is not offered',
      'INVALID_DATA',
      'FONT_NOT_OFFERED',
    );
    const reply = refusalReply('ar', refused);
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({
      message: 'هذا الخط لم يعد متاحًا. اختر خطًا آخر.',
      reason: 'FONT_NOT_OFFERED',
    });
  });

  it('fill in the values the API sends', async () => {
    const busy = new ApiError(409, 'Too many removals', 'CONFLICT', 'REMOVALS_IN_PROGRESS', {
      maxPerUser: 2,
    });
    expect(await refusalReply('en', busy).json()).toMatchObject({
      message: 'You already have 2 backgrounds being removed. Wait for them to finish first.',
    });
  });

  it('leave failures of the API to the error page', () => {
    const crashed = new ApiError(500, 'Internal Server Error', 'INTERNAL');
    expect(() => refusalReply('ar', crashed)).toThrow(crashed);
  });

  it('tell a malformed request as invalid data', async () => {
    const reply = invalidReply('en');
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({
      message: 'This could not be accepted. Check it and try again.',
      reason: 'INVALID_DATA',
    });
  });
});
