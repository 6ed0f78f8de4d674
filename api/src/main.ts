// Start-up: check the environment, migrate (locked on PostgreSQL), seed an empty database, make sure an
// administrator exists, then listen. SIGTERM drains requests and closes the database.
import 'reflect-metadata';
import { ConfigError, loadEnv } from './config/env.js';
import { createApp } from './create-app.js';
import { prepareDatabase } from './database/prepare.js';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Konak cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(env);
  const report = await prepareDatabase(app, env);
  await app.listen(env.port, env.host);
  const dbText = env.database.type === 'sqlite' ? `SQLite at ${env.database.path}` : `PostgreSQL at ${redact(env.database.url)}`;
  console.log(`Konak is ready at http://localhost:${env.port}`);
  console.log(`Database: ${dbText}${report.migrations.length ? ` (applied ${report.migrations.length} migrations)` : ''}`);
  console.log(`Administrator: ${report.admin.email}`);
  if (report.admin.generatedPassword) console.log(`  first-start password (shown once): ${report.admin.generatedPassword}`);
}

function redact(url: string) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

main().catch((error) => {
  console.error('Konak failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
