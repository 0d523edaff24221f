import type { ServerLoadContext } from '@propwash/domain/platform/load-context';

// The server hands every loader a ServerLoadContext (services, CSP nonce, public URL).
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merging needs an interface
  interface AppLoadContext extends ServerLoadContext {}
}

export {};
