// What a host must put in React Router's load context for the web's loaders and actions to work.
// The web never reaches the API's code or database: it gets a fetch for the API's HTTP contract,
// which the one-process server backs with fastify.inject and a split deployment with real HTTP.

/** Fetches a path of the API relative to its root, e.g. `/explore/categories/subcategories?limit=100`. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export type WebLoadContext = {
  apiFetch: ApiFetch;
  /** The store's public origin (PUBLIC_URL, no trailing slash), for canonical and alternate links. */
  publicUrl: string;
  /** Whether cookies that sign in carry `Secure` (production, or an https PUBLIC_URL). */
  secureCookies: boolean;
  /** PUBLIC_HOST: artist shops are at `{subdomain}.{publicHost}`. */
  publicHost: string;
  /** Per-request CSP nonce for the inline scripts React Router and React emit. */
  cspNonce: string;
  /** Logs a failure of a loader, action or render on the host's logger, beside the request's id. */
  reportError: (error: unknown) => void;
};

declare module 'react-router' {
  interface AppLoadContext extends WebLoadContext {}
}
