import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff';

describe('changedFields', () => {
  it('lists only the fields that changed, lists as their items', () => {
    expect(
      changedFields(
        { roles: [], note: 'same', status: 'PAID' },
        { roles: ['OPERATIONS', 'FINANCE'], note: 'same', status: 'SHIPPED', carrier: 'DHL' },
      ),
    ).toEqual([
      { field: 'roles', before: '—', after: 'OPERATIONS, FINANCE' },
      { field: 'status', before: 'PAID', after: 'SHIPPED' },
      { field: 'carrier', before: '—', after: 'DHL' },
    ]);
  });

  it('shows a record created or removed field by field, and a plain value as one change', () => {
    expect(changedFields(null, { amount: 500 })).toEqual([{ field: 'amount', before: '—', after: '500' }]);
    expect(changedFields({ isApproved: true }, null)).toEqual([
      { field: 'isApproved', before: 'true', after: '—' },
    ]);
    expect(changedFields(3, 4)).toEqual([{ field: 'value', before: '3', after: '4' }]);
    expect(changedFields({ a: { b: 1 } }, { a: { b: 2 } })).toEqual([
      { field: 'a', before: '{"b":1}', after: '{"b":2}' },
    ]);
    expect(changedFields({ same: [1] }, { same: [1] })).toEqual([]);
  });
});
