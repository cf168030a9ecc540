import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkNavigation, navigateTo } from './navigation-guard';

const currentOrigin = 'https://store.example';
const EXTERNAL =
  'Navigating to an external URL is not allowed by default. Use `navigateTo(url, { external: true })`.';

describe('checkNavigation', () => {
  it('lets paths and same-origin URLs through, resolved against the current origin', () => {
    expect(checkNavigation('/ar/cart?x=1#top', { currentOrigin }).href).toBe(
      'https://store.example/ar/cart?x=1#top',
    );
    expect(checkNavigation('https://store.example/en', { currentOrigin }).pathname).toBe('/en');
  });

  it('refuses another origin unless asked for, with the spec message', () => {
    for (const url of ['https://pay.example/invoice', '//pay.example/invoice', 'http://store.example/en']) {
      expect(() => checkNavigation(url, { currentOrigin }), url).toThrow(EXTERNAL);
    }
    expect(checkNavigation('https://pay.example/invoice', { currentOrigin, external: true }).host).toBe(
      'pay.example',
    );
  });

  it('treats mailto and tel as leaving the store', () => {
    expect(() => checkNavigation('mailto:help@store.example', { currentOrigin })).toThrow(EXTERNAL);
    expect(checkNavigation('tel:+96512345678', { currentOrigin, external: true }).protocol).toBe('tel:');
  });

  it('refuses disallowed protocols even when external is allowed, however they are written', () => {
    const cases: [string, string][] = [
      ['javascript:alert(1)', 'javascript:'],
      ['  JaVa\tScRiPt:alert(1)', 'javascript:'],
      ['data:text/html,<script>alert(1)</script>', 'data:'],
      ['vbscript:msgbox(1)', 'vbscript:'],
      ['file:///etc/passwd', 'file:'],
      ['blob:https://store.example/1234', 'blob:'],
    ];
    for (const [url, protocol] of cases) {
      expect(() => checkNavigation(url, { currentOrigin, external: true }), url).toThrow(
        `Cannot navigate to a URL with '${protocol}' protocol`,
      );
    }
  });

  it('refuses what is not a URL at all', () => {
    expect(() => checkNavigation('http://[::1', { currentOrigin })).toThrow(/invalid URL/);
  });
});

describe('navigateTo', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubLocation() {
    const location = { origin: currentOrigin, assign: vi.fn(), replace: vi.fn() };
    vi.stubGlobal('window', { location });
    return location;
  }

  it('loads the checked URL, replacing the history entry when asked', () => {
    const location = stubLocation();
    navigateTo('/en/faq');
    expect(location.assign).toHaveBeenCalledWith('https://store.example/en/faq');
    navigateTo('https://pay.example/x', { external: true, replace: true });
    expect(location.replace).toHaveBeenCalledWith('https://pay.example/x');
  });

  it('does not navigate when the guard refuses', () => {
    const location = stubLocation();
    expect(() => navigateTo('https://pay.example/x')).toThrow(EXTERNAL);
    expect(() => navigateTo('javascript:alert(1)', { external: true })).toThrow(/'javascript:'/);
    expect(location.assign).not.toHaveBeenCalled();
  });
});
