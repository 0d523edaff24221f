/* global self, clients, URL */
// Propwash's service worker: Web Push only (no fetch handler, so pages load exactly as without
// it). A message is { title, body, url, tag } (packages/domain/src/notifications/schemas.ts).
// With a page of the shop on screen, that page shows it as its top-right push card; otherwise
// the browser shows a notification, and a click focuses or opens the page at its url.

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Only paths of this shop are opened, whatever the message says. */
function sameOriginUrl(path) {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return '/';
  const url = new URL(path, self.location.origin);
  return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/';
}

function readMessage(event) {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  return {
    title: typeof data.title === 'string' && data.title ? data.title : 'Propwash',
    body: typeof data.body === 'string' ? data.body : '',
    url: sameOriginUrl(data.url),
    tag: typeof data.tag === 'string' && data.tag ? data.tag : undefined,
  };
}

self.addEventListener('push', (event) => {
  const message = readMessage(event);
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: 'push', message });
      // A page on screen shows the card itself; otherwise the browser must show something.
      if (windows.some((client) => client.visibilityState === 'visible')) return;
      await self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: '/favicon.svg',
        badge: '/favicon.svg',
        data: { url: message.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      const target = new URL(url, self.location.origin).href;
      const exact = windows.find((client) => client.url === target);
      if (exact) return exact.focus();
      const any = windows[0];
      if (any) {
        const focused = await any.focus();
        try {
          return await focused.navigate(target);
        } catch {
          // A page this worker does not control cannot be navigated: open a new one instead.
        }
      }
      return clients.openWindow(target);
    })(),
  );
});
