// The tests' WhatsApp Cloud API stand-in (apps/server/src/test/fake-whatsapp.ts) as a command, run
// beside the shop by Playwright: node --import tsx e2e/support/whatsapp-stand-in.ts --port N
//   --access-token T --phone-number-id P --app-secret S --webhook-url URL
// Stories read what the shop sent at GET /__sent (to, template, params, buttons, wamid) and
// deliver a signed webhook (a status, a button reply) with POST /__deliver { body }.
import { parseArgs } from 'node:util';
import { startFakeWhatsApp } from '../../apps/server/src/test/fake-whatsapp.ts';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string' },
    'access-token': { type: 'string' },
    'phone-number-id': { type: 'string' },
    'app-secret': { type: 'string' },
    'webhook-url': { type: 'string' },
  },
});
if (!args.port || !args['access-token'] || !args['phone-number-id'] || !args['app-secret']) {
  console.error(
    'usage: whatsapp-stand-in.ts --port N --access-token T --phone-number-id P --app-secret S [--webhook-url URL]',
  );
  process.exit(2);
}
await startFakeWhatsApp(
  {
    accessToken: args['access-token'],
    phoneNumberId: args['phone-number-id'],
    appSecret: args['app-secret'],
  },
  { port: Number(args.port), ...(args['webhook-url'] && { webhookUrl: args['webhook-url'] }) },
);
console.log('ready');
