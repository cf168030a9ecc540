import { describe, expect, it } from 'vitest';
import {
  DesignRequestStatusSchema,
  designRequestStatusColor,
  isDesignRequestEditable,
  latestContent,
} from './design-request';

describe('design request statuses', () => {
  it('are the six spec values', () => {
    expect(DesignRequestStatusSchema.options).toEqual([
      'NEW',
      'PROCESSING',
      'WAITING_APPROVAL',
      'REQUEST_FOR_CHANGE',
      'DONE',
      'CANCELLED',
    ]);
  });

  it('have their colours, grey for cancelled and unknown', () => {
    expect(designRequestStatusColor('NEW')).toBe('indigo');
    expect(designRequestStatusColor('PROCESSING')).toBe('amber');
    expect(designRequestStatusColor('WAITING_APPROVAL')).toBe('green');
    expect(designRequestStatusColor('REQUEST_FOR_CHANGE')).toBe('red');
    expect(designRequestStatusColor('DONE')).toBe('lime');
    expect(designRequestStatusColor('CANCELLED')).toBe('gray');
    expect(designRequestStatusColor('ARCHIVED')).toBe('gray');
    expect(designRequestStatusColor(null)).toBe('gray');
  });
});

describe('isDesignRequestEditable', () => {
  it('is true for DONE only', () => {
    expect(isDesignRequestEditable('DONE')).toBe(true);
    for (const status of ['NEW', 'PROCESSING', 'WAITING_APPROVAL', 'REQUEST_FOR_CHANGE', 'CANCELLED', null]) {
      expect(isDesignRequestEditable(status)).toBe(false);
    }
  });
});

describe('latestContent', () => {
  it('is the last entry', () => {
    expect(latestContent([{ id: 1 }, { id: 2 }, { id: 3 }])).toEqual({ id: 3 });
  });

  it('is undefined without contents', () => {
    expect(latestContent([])).toBeUndefined();
    expect(latestContent(null)).toBeUndefined();
  });
});
