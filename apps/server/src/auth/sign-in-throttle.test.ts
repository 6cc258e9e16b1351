import { describe, expect, it } from 'vitest';
import { FREE_FAILURES, MAX_DELAY_MS, SignInThrottle, delayAfter } from './sign-in-throttle';

describe('sign-in throttle', () => {
  it('lets the first wrong passwords of a pair through, then doubles the wait', () => {
    expect([1, 2, 3, 4, 5, 6].map(delayAfter)).toEqual([0, 0, 0, 1000, 2000, 4000]);
    expect(delayAfter(40)).toBe(MAX_DELAY_MS);
  });

  it('slows a guessing pair without touching the same account from another address', () => {
    const t = new SignInThrottle(30);
    let now = 1_000_000;
    const waits: number[] = [];
    for (let i = 0; i < FREE_FAILURES + 2; i++) {
      const wait = t.attempt('anna', '203.0.113.9', now);
      waits.push(wait);
      now += wait;
      if (wait === 0) t.failed('anna', '203.0.113.9', now);
      else i--; // refused: it waits and tries again
    }
    expect(waits).toEqual([0, 0, 0, 0, 1000, 0]);
    expect(t.attempt('anna', '203.0.113.9', now)).toBe(2000);
    expect(t.attempt('anna', '203.0.113.9', now + 2000)).toBe(0);
    // the real user, from the hall's own address, is not locked out
    expect(t.attempt('anna', '192.168.1.20', now)).toBe(0);
    t.succeeded('anna', '192.168.1.20');
    // and the guesser's other accounts are not slowed by anna's pair
    expect(t.attempt('bob', '203.0.113.9', now)).toBe(0);
  });

  it('forgets a pair after a right password', () => {
    const t = new SignInThrottle(30);
    for (let i = 0; i < 6; i++) t.failed('anna', '10.0.0.2', 0);
    expect(t.attempt('anna', '10.0.0.2', 0)).toBeGreaterThan(0);
    t.succeeded('anna', '10.0.0.2');
    expect(t.attempt('anna', '10.0.0.2', 0)).toBe(0);
  });

  it('caps the attempts of one address per minute, whichever account they name', () => {
    const t = new SignInThrottle(30);
    for (let i = 0; i < 30; i++) expect(t.attempt(`user${i}`, '10.0.0.3', 5000)).toBe(0);
    expect(t.attempt('user99', '10.0.0.3', 5000)).toBe(60_000);
    expect(t.attempt('user99', '10.0.0.4', 5000)).toBe(0);
    expect(t.attempt('user99', '10.0.0.3', 65_000)).toBe(0);
  });
});
