import { openForScript, runScript } from './cli.ts';

runScript(async () => {
  const { database, release } = await openForScript('npm run db:migrate');
  await database.migrate();
  await database.close();
  release();
  console.log(`Migrations applied (${database.engine}).`);
});
