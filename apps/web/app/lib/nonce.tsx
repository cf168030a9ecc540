import { createContext, useContext } from 'react';

// Only the server render knows the nonce; in the browser the scripts have already run, so undefined
// is right there (browsers hide nonce attributes from the DOM anyway).
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
