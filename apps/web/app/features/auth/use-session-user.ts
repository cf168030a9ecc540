import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useLocale } from '../../lib/use-locale';
import type { loader as sessionLoader } from '../../routes/auth-session';

// Only what the header shows; the token itself never leaves its HttpOnly cookie.
export type CachedUser = { id: number; firstName: string; role: 'USER' | 'ARTIST' | 'ADMIN' };

const STORAGE_KEY = 'sessionUser';

function readCached(): CachedUser | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as CachedUser | null;
    return value && typeof value.id === 'number' ? value : null;
  } catch {
    return null;
  }
}

function writeCached(user: CachedUser | null) {
  try {
    if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be full or blocked (private windows): the header then waits for the server's answer.
  }
}

/**
 * Spec §4: the user is shown from the cached copy at once, then refreshed from the server; a failure or a
 * refused token clears the session (the server has removed the cookie). The fetcher is revalidated
 * after every form action, so signing in or out updates it.
 */
export function useSessionUser(): CachedUser | null {
  const lang = useLocale();
  const { load, data } = useFetcher<typeof sessionLoader>();
  const [user, setUser] = useState<CachedUser | null>(null);

  useEffect(() => {
    setUser(readCached());
    void load(`/${lang}/auth/session`);
  }, [lang, load]);

  useEffect(() => {
    if (!data) return;
    const fresh = data.user
      ? { id: data.user.id, firstName: data.user.firstName, role: data.user.role }
      : null;
    writeCached(fresh);
    setUser(fresh);
  }, [data]);

  return user;
}
