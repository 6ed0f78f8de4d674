// Start-up: check the environment, migrate (locked on PostgreSQL), seed an empty database, make sure an
// administrator exists, then listen. SIGTERM drains requests and closes the database within 10 s.
import 'reflect-metadata';
import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
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
  drainOnSigterm(app);
  await app.listen(env.port, env.host);
  const dbText =
    env.database.type === 'sqlite'
      ? `SQLite at ${env.database.path}`
      : `PostgreSQL at ${redact(env.database.url)}`;
  console.log(`Konak is ready at http://localhost:${env.port}`);
  console.log(
    `Database: ${dbText}${report.migrations.length ? ` (applied ${report.migrations.length} migrations)` : ''}`,
  );
  console.log(`Administrator: ${report.admin.email}`);
  if (report.admin.generatedPassword)
    console.log(`  first-start password (shown once): ${report.admin.generatedPassword}`);
}

/** The whole stop, from SIGTERM to exit, within 10 s (an orchestrator's grace period, which then kills). */
const SHUTDOWN_MS = 10_000;

/** On SIGTERM Nest (enableShutdownHooks) stops accepting connections, waits for the requests in flight
 *  and then closes the pools. Meanwhile idle keep-alive connections are closed, answers still being
 *  given close theirs, and whatever is left near the deadline is cut so the process exits in time. */
function drainOnSigterm(app: INestApplication) {
  const server = app.getHttpServer() as Server;
  let draining = false;
  server.prependListener('request', (_req, res) => {
    if (draining) res.setHeader('Connection', 'close');
  });
  process.once('SIGTERM', () => {
    draining = true;
    console.log('Konak is stopping: finishing the requests in flight');
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_MS - 2000).unref();
    setTimeout(() => {
      console.error(`Konak did not stop within ${SHUTDOWN_MS / 1000} s: exiting now`);
      process.exit(1);
    }, SHUTDOWN_MS - 500).unref();
  });
}

function redact(url: string) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

main().catch((error) => {
  console.error('Konak failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
