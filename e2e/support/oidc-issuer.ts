// The tests' local OpenID issuer (apps/server/src/test/oidc-issuer.ts) as a command, run beside
// the shop by Playwright: node --import tsx e2e/support/oidc-issuer.ts --port N --client-id X --client-secret Y
import { parseArgs } from 'node:util';
import { startOidcIssuer } from '../../apps/server/src/test/oidc-issuer.ts';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
  },
});
if (!args.port || !args['client-id'] || !args['client-secret']) {
  console.error('usage: oidc-issuer.ts --port N --client-id ID --client-secret SECRET');
  process.exit(2);
}
await startOidcIssuer({
  clientId: args['client-id'],
  clientSecret: args['client-secret'],
  port: Number(args.port),
  defaultUser: {
    sub: '200000000000000000001',
    email: 'google.shopper@e2e.propwash.test',
    name: 'Google Shopper',
    emailVerified: true,
  },
});
console.log('ready');
