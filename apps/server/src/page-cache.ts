import type { ChangeFeed } from '@seed/api/http/cache-invalidation';
import { cacheTags } from '@seed/db/cache-changes';

/**
 * What a page shows, for dropping it when that changes: the tags its API replies named, or `any` when one of
 * them came from a route that names nothing (its reply may show anything, so any change may make it stale).
 */
export type PageTags = ReadonlySet<string> | 'any';

/** A rendered page as every anonymous visitor of its key gets it, in each encoding. */
export type CachedPage = {
  status: number;
  /** The render's headers, except its cookies, its CSP and anything about the body's encoding or length. */
  headers: [string, string][];
  /** The render's own Set-Cookie values (the language cookie), the same for every visitor of the key. */
  setCookies: string[];
  /** The render's CSP with its nonce replaced by the hashes of the page's inline scripts and styles. */
  csp: string;
  etag: string;
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
  tags: PageTags;
};

// Notices remembered for renders in flight: a render older than this many notices is not stored.
const NOTICE_LOG = 256;

const sizeOf = (page: CachedPage) =>
  page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length;

function touches(page: PageTags, notice: ReadonlySet<string>): boolean {
  if (page === 'any' || notice.has(cacheTags.everything)) return true;
  for (const tag of notice) if (page.has(tag)) return true;
  return false;
}

/**
 * Anonymous pages in memory, least recently used first out past `maxBytes`. A change announced on the
 * database (decision 0040) drops the pages whose tags it names, on every replica at once; nothing expires by
 * time. A render that started before a change it may have missed is served but not stored (see `store`).
 */
export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  readonly #filling = new Map<string, Promise<CachedPage | null>>();
  readonly #notices: ReadonlySet<string>[] = [];
  readonly #maxBytes: number;
  #bytes = 0;
  #count = 0;

  constructor({ maxBytes, changes }: { maxBytes: number; changes: Pick<ChangeFeed, 'subscribe'> }) {
    this.#maxBytes = maxBytes;
    changes.subscribe((tags) => this.#drop(tags));
  }

  /** The number of notices heard so far: a render notes it when it starts. */
  get clock(): number {
    return this.#count;
  }

  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    // Moved to the end: the Map's order is the order of use.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return page;
  }

  /**
   * Keeps a page rendered since `startedAt` unless a notice heard meanwhile touches it: its data may have been
   * read before that change committed, and storing it would bring the old data back.
   */
  store(key: string, page: CachedPage, startedAt: number): boolean {
    const missed = this.#count - startedAt;
    if (missed > this.#notices.length) return false;
    for (const notice of this.#notices.slice(this.#notices.length - missed)) {
      if (touches(page.tags, notice)) return false;
    }
    this.#delete(key);
    this.#pages.set(key, page);
    this.#bytes += sizeOf(page);
    for (const [oldest, old] of this.#pages) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= sizeOf(old);
    }
    return true;
  }

  /**
   * One render per key at a time: visitors who ask while it runs wait for it rather than render the same
   * page again (a burst on a page just dropped would otherwise render it once per visitor). `render` resolves
   * the page only if it was stored; on null (or a failure) each waiting visitor renders for themselves.
   */
  fill(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const running = this.#filling.get(key);
    if (running)
      return running.then(
        (page) => page,
        () => null,
      );
    const started = render().finally(() => this.#filling.delete(key));
    this.#filling.set(key, started);
    return started;
  }

  #drop(tags: ReadonlySet<string>) {
    this.#count += 1;
    this.#notices.push(tags);
    if (this.#notices.length > NOTICE_LOG) this.#notices.shift();
    for (const [key, page] of this.#pages) if (touches(page.tags, tags)) this.#delete(key);
  }

  #delete(key: string) {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= sizeOf(page);
  }
}
