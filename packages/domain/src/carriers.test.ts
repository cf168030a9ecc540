import { describe, expect, it } from 'vitest';
import { CARRIER_NAMES, CARRIERS, TRACKING_NUMBER_PATTERN, trackingUrl } from './carriers';

describe('carriers', () => {
  it('builds each carrier’s tracking link with the number encoded', () => {
    expect(trackingUrl('ARAMEX', ' 3456 789 ')).toBe(
      'https://www.aramex.com/track/results?ShipmentNumber=3456%20789',
    );
    expect(trackingUrl('DHL', 'JD014600006281230704')).toContain('tracking-id=JD014600006281230704');
    expect(trackingUrl('KUWAIT_POST', 'RR123/KW')).toBe('https://t.17track.net/en#nums=RR123%2FKW');
  });

  it('gives no link for another carrier, only the number', () => {
    expect(trackingUrl('OTHER', 'ABC123')).toBeNull();
  });

  it('names every carrier in both languages', () => {
    for (const carrier of CARRIERS) {
      expect(CARRIER_NAMES[carrier].ar).not.toBe('');
      expect(CARRIER_NAMES[carrier].en).not.toBe('');
    }
  });

  it('accepts label-style numbers and refuses stray characters', () => {
    expect(TRACKING_NUMBER_PATTERN.test('1Z 999-AA1.0')).toBe(true);
    expect(TRACKING_NUMBER_PATTERN.test('ab')).toBe(false);
    expect(TRACKING_NUMBER_PATTERN.test('<script>')).toBe(false);
    expect(TRACKING_NUMBER_PATTERN.test('=1+2')).toBe(false);
  });
});
