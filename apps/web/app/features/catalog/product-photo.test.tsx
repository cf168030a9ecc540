// @vitest-environment happy-dom
import { PLACEHOLDER_MEDIA_ID } from '@seed/domain/media-url';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '../../components/ui/testing';
import { ProductPhoto } from './product-photo';

vi.mock('../../lib/use-locale', () => ({ useLocale: () => 'en' }));

afterEach(cleanup);

const sources = {
  small: '/media/p/small_a.webp',
  medium: '/media/p/medium_a.webp',
  large: '/media/p/large_a.webp',
};

// Lets the fetch's promise chain settle under fake timers.
const settle = () => act(async () => {});

describe('ProductPhoto', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a real picture at once, up to its large version, without fetching', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { container } = render(
      <ProductPhoto productId={4} position="FRONT" image={{ id: 12, sources }} alt="Tee" sizes="100vw" />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('srcset')).toContain('/media/p/large_a.webp 1600w');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('for the placeholder: a spinner, the fetch, and the large picture only after 1500 ms', async () => {
    const fetch = vi.fn(async () => Response.json({ large: '/media/p/large_b.webp' }));
    vi.stubGlobal('fetch', fetch);
    const { container } = render(
      <ProductPhoto
        productId={4}
        position="BACK"
        image={{ id: PLACEHOLDER_MEDIA_ID, sources }}
        alt="Tee"
        sizes="100vw"
      />,
    );
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading the picture');
    expect(fetch).toHaveBeenCalledWith('/en/products/4/image?position=BACK', expect.anything());
    await settle();
    act(() => vi.advanceTimersByTime(1499));
    expect(container.querySelector('img')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/p/large_b.webp');
    // The spinner stays until the picture has loaded.
    expect(container.querySelector('[role="status"]')).not.toBeNull();
    act(() => void img?.dispatchEvent(new Event('load')));
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('for a missing picture whose fetch fails: the spinner goes and nothing else shows', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { container } = render(
      <ProductPhoto productId={4} position="FRONT" image={null} alt="Tee" sizes="100vw" />,
    );
    await settle();
    act(() => vi.advanceTimersByTime(2000));
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });
});
