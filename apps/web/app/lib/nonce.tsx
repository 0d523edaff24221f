import { createContext, useContext, type ReactNode } from 'react';

// The CSP nonce exists only on the server; in the browser it is '' (browsers hide nonces anyway).
const NonceContext = createContext('');

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext value={nonce}>{children}</NonceContext>;
}

export function useNonce() {
  return useContext(NonceContext);
}
