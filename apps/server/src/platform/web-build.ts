/**
 * The web app's build, when `npm start` runs one: scripts/start.mjs builds the pages while the
 * server opens (and on the first start seeds) the database, and main.ts mounts the pages only
 * once the build is done. Without a build under way this is already settled.
 */
let building: Promise<void> = Promise.resolve();

/** Called by scripts/start.mjs before it imports main.ts. */
export function webBuildUnderway(build: Promise<void>): void {
  building = build;
  // A failed build is reported where it is awaited.
  build.catch(() => undefined);
}

/** Settles when the web app's build is done; rejects if it failed. */
export function webBuildDone(): Promise<void> {
  return building;
}
