// Builds the application exactly as production runs it; main.ts and every HTTP test call this.
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { Duplex } from 'node:stream';
import helmet from 'helmet';
import { CollectorService } from './analytics/collector.service.js';
import { AppModule } from './app.module.js';
import type { Env } from './config/env.js';
import { configureApi } from './common/configure-api.js';
import { installFrontDoor } from './common/front-door.js';
import { PreparedAnswers } from './common/prepared-answers.js';
import { createLogger, NestPinoLogger, requestLogging } from './logging/logger.js';
import { Metrics } from './metrics/metrics.js';
import { SiteService } from './site/site.service.js';

export async function createApp(env: Env, { logger = true }: { logger?: boolean } = {}) {
  // JSON lines on stdout at LOG_LEVEL (logging/logger.ts); `logger: false` silences them (tests).
  const log = createLogger(logger ? env.logLevel : 'silent');
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forEnv(env), {
    bodyParser: false,
    logger: logger ? new NestPinoLogger(log) : false,
  });
  // In front of Express: every request gets its id and log line and is counted, whichever layer answers
  // it; prepared public reads are answered there (they already carry every header the stack would add).
  installFrontDoor(
    app.getHttpServer(),
    [
      requestLogging(log),
      app.get(Metrics).middleware(),
      app.get(PreparedAnswers).middleware(),
      // The analytics beacon, with the client's address as `trust proxy` (set below) gives it.
      app.get(CollectorService).frontDoor(() => app.getHttpAdapter().getInstance().get('trust proxy fn')),
    ],
    log,
  );
  app.set('trust proxy', env.trustProxy);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: { directives: contentSecurityPolicy(env) },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use((_req: unknown, res: { setHeader(name: string, value: string): void }, next: () => void) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  });
  app.use(compression());
  app.setGlobalPrefix('api');
  configureApi(app, env);
  // Everything outside /api: the shell's HTML with server-rendered heads, the remotes' files, sitemap.
  app.use(app.get(SiteService).middleware());
  app.getHttpServer().on('clientError', answerClientError);
  app.enableShutdownHooks();
  try {
    await app.init();
  } catch (error) {
    // A start that fails (Redis does not answer…) leaves no pool or connection open behind it.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

/** Requests Node's HTTP parser refuses before the app sees them (a head over 16 KB, bytes that are no
 *  HTTP) still get SPEC's {detail} body, as every other refusal does. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  // As Node's own handler: once an answer is under way on this socket, nothing more may be written to it.
  const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || answering?.headersSent) return socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  // An answer to HEAD has no body, even when the request was malformed.
  const head = (error as { rawPacket?: Buffer }).rawPacket?.toString('latin1', 0, 5) === 'HEAD ';
  const body = head
    ? ''
    : JSON.stringify({ detail: tooLarge ? 'İstek başlığı çok büyük' : 'Geçersiz istek' });
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Browser features no page of the product uses are switched off for it and for what it embeds (a
 *  script slipped into a page cannot ask for the camera or the location); the videos may go full screen. */
const VIDEO_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];
export const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'camera',
    'geolocation',
    'gyroscope',
    'magnetometer',
    'microphone',
    'payment',
    'usb',
    'browsing-topics',
  ].map((f) => `${f}=()`),
  `fullscreen=(self ${VIDEO_ORIGINS.map((o) => `"${o}"`).join(' ')})`,
].join(', ');

/** Scripts only from this server and the remotes' own hosts; boot data and JSON-LD are JSON, not script. */
function contentSecurityPolicy(env: Env) {
  const remoteOrigins = [env.publicMfeUrl, env.adminMfeUrl]
    .filter((u): u is string => !!u && /^https?:/.test(u))
    .map((u) => new URL(u).origin);
  return {
    defaultSrc: ["'self'"],
    // Development builds of the remotes evaluate code (dev runtime); production never does.
    scriptSrc: ["'self'", ...remoteOrigins, ...(env.nodeEnv === 'development' ? ["'unsafe-eval'"] : [])],
    styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
    fontSrc: ["'self'", 'data:', ...remoteOrigins],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    // In development the remotes' dev servers reload the page over a WebSocket.
    connectSrc: ["'self'", ...remoteOrigins, ...(env.nodeEnv === 'development' ? ['ws:'] : [])],
    frameSrc: ['https://www.openstreetmap.org', ...VIDEO_ORIGINS],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // Not forced: a plain-http install on a LAN must still load its own files.
    upgradeInsecureRequests: null,
  };
}
