import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import {
  adminNextStatuses,
  assertAdminTransition,
  assertTransition,
  canTransition,
  isUnpaidEnded,
  ORDER_STATUSES,
  type OrderStatus,
  releasesReservation,
} from './order-status';

const allowed: [OrderStatus, OrderStatus][] = [
  ['PENDING_PAYMENT', 'PAID'],
  ['PENDING_PAYMENT', 'PAYMENT_FAILED'],
  ['PENDING_PAYMENT', 'PAYMENT_EXPIRED'],
  ['PENDING_PAYMENT', 'CANCELLED'],
  ['PAYMENT_FAILED', 'PENDING_PAYMENT'],
  ['PAYMENT_FAILED', 'CANCELLED'],
  ['PAYMENT_EXPIRED', 'PENDING_PAYMENT'],
  ['PAYMENT_EXPIRED', 'CANCELLED'],
  ['PAID', 'IN_PRODUCTION'],
  ['PAID', 'CANCELLED'],
  ['PAID', 'REFUNDED'],
  ['IN_PRODUCTION', 'SHIPPED'],
  ['IN_PRODUCTION', 'REFUNDED'],
  ['SHIPPED', 'DELIVERED'],
  ['SHIPPED', 'REFUNDED'],
  ['DELIVERED', 'REFUNDED'],
];

describe('canTransition', () => {
  it('allows exactly the moves of the table', () => {
    const isAllowed = (from: OrderStatus, to: OrderStatus) =>
      allowed.some(([f, t]) => f === from && t === to);
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        expect(canTransition(from, to), `${from} → ${to}`).toBe(isAllowed(from, to));
      }
    }
  });

  it('follows the happy path', () => {
    const path: OrderStatus[] = ['PENDING_PAYMENT', 'PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED'];
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1]!, path[i]!)).toBe(true);
  });

  it('keeps cancelled and refunded orders final and never skips payment', () => {
    expect(canTransition('CANCELLED', 'PENDING_PAYMENT')).toBe(false);
    expect(canTransition('REFUNDED', 'PAID')).toBe(false);
    expect(canTransition('PENDING_PAYMENT', 'SHIPPED')).toBe(false);
    expect(canTransition('PAID', 'PAID')).toBe(false);
  });
});

describe('assertTransition', () => {
  it('passes allowed moves', () => {
    expect(() => assertTransition('SHIPPED', 'DELIVERED')).not.toThrow();
  });

  it('throws a CONFLICT DomainError for refused moves', () => {
    let caught: unknown;
    try {
      assertTransition('SHIPPED', 'CANCELLED');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect((caught as DomainError).code).toBe('CONFLICT');
    expect((caught as DomainError).message).toBe('An order cannot go from SHIPPED to CANCELLED');
  });
});

describe('assertAdminTransition', () => {
  it('lets an admin move orders along production and delivery', () => {
    expect(() => assertAdminTransition('PAID', 'IN_PRODUCTION')).not.toThrow();
    expect(() => assertAdminTransition('SHIPPED', 'DELIVERED')).not.toThrow();
    expect(() => assertAdminTransition('PENDING_PAYMENT', 'CANCELLED')).not.toThrow();
  });

  it('leaves payment outcomes to the gateway', () => {
    expect(() => assertAdminTransition('PENDING_PAYMENT', 'PAID')).toThrow(/payment gateway/);
    expect(() => assertAdminTransition('PENDING_PAYMENT', 'PAYMENT_FAILED')).toThrow(DomainError);
    expect(() => assertAdminTransition('PENDING_PAYMENT', 'PAYMENT_EXPIRED')).toThrow(/payment gateway/);
  });

  it('still refuses moves outside the table', () => {
    expect(() => assertAdminTransition('DELIVERED', 'SHIPPED')).toThrow('cannot go from DELIVERED');
  });
});

describe('adminNextStatuses', () => {
  it('offers staff the moves of the table that are not payment outcomes', () => {
    expect(adminNextStatuses('PENDING_PAYMENT')).toEqual(['CANCELLED']);
    expect(adminNextStatuses('PAID')).toEqual(['IN_PRODUCTION', 'CANCELLED', 'REFUNDED']);
    expect(adminNextStatuses('IN_PRODUCTION')).toEqual(['SHIPPED', 'REFUNDED']);
    expect(adminNextStatuses('SHIPPED')).toEqual(['DELIVERED', 'REFUNDED']);
    expect(adminNextStatuses('PAYMENT_FAILED')).toEqual(['CANCELLED']);
    expect(adminNextStatuses('CANCELLED')).toEqual([]);
  });

  it('offers only moves that assertAdminTransition accepts', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of adminNextStatuses(from)) expect(() => assertAdminTransition(from, to)).not.toThrow();
    }
  });
});

describe('releasesReservation', () => {
  it('gives stock, wallet and voucher back when a held order fails or is cancelled', () => {
    expect(releasesReservation('PENDING_PAYMENT', 'PAYMENT_FAILED')).toBe(true);
    expect(releasesReservation('PENDING_PAYMENT', 'PAYMENT_EXPIRED')).toBe(true);
    expect(releasesReservation('PENDING_PAYMENT', 'CANCELLED')).toBe(true);
    expect(releasesReservation('PAID', 'CANCELLED')).toBe(true);
  });

  it('keeps them otherwise', () => {
    expect(releasesReservation('PAYMENT_FAILED', 'CANCELLED')).toBe(false);
    expect(releasesReservation('PAYMENT_EXPIRED', 'CANCELLED')).toBe(false);
    expect(releasesReservation('PAYMENT_EXPIRED', 'PENDING_PAYMENT')).toBe(false);
    expect(releasesReservation('IN_PRODUCTION', 'REFUNDED')).toBe(false);
    expect(releasesReservation('PENDING_PAYMENT', 'PAID')).toBe(false);
  });
});

describe('isUnpaidEnded', () => {
  it('is true for a failed or expired payment only', () => {
    const ended = ORDER_STATUSES.filter(isUnpaidEnded);
    expect(ended).toEqual(['PAYMENT_FAILED', 'PAYMENT_EXPIRED']);
  });
});
