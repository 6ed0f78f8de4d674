// The soak's settings (environment variables, with their defaults) and fixed limits.
export const root = new URL('../..', import.meta.url).pathname;

const num = (name, fallback) => {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number, got "${text}"`);
    process.exit(2);
  }
  return value;
};

export const seconds = num('SOAK_SECONDS', 600);
export const connections = Math.round(num('SOAK_CONNECTIONS', 50));
export const writeEveryMs = num('SOAK_WRITE_EVERY', 3) * 1000;
export const callbackEveryMs = num('SOAK_CALLBACK_EVERY', 15) * 1000;
export const timeoutMs = num('SOAK_TIMEOUT', 30) * 1000;
export const RSS_EVERY_MS = 10_000;
export const PROGRESS_EVERY_MS = 30_000;
/** The first start of a new DATA_DIR draws ~115 images (~60 s on 2 idle cores). */
export const START_TIMEOUT_MS = 600_000;
// The call-back form keeps 5 requests per client address in 10 minutes as ordinary leads (contract
// CONTACT_RATE_LIMITS); the soak sends at most 4 per address per window, from several loopback addresses,
// so every one is an ordinary lead and a 429 is a real error.
export const CALLBACK_LIMIT = 4;
export const CALLBACK_WINDOW_MS = 10 * 60_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const pick = (list) => list[Math.floor(Math.random() * list.length)];
