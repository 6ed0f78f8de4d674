// The limits the API enforces on what it stores (SPEC §5 + DESIGN), which the admin's forms apply
// before sending (a field stops the typing instead of the server refusing the whole save).
export const LIMITS = {
  /** characters of one language of a text (titles, descriptions, excerpts) */
  text: 20_000,
  /** characters of one language of a blog post's content */
  content: 200_000,
  /** short free texts: areas, dates, distances, room counts, phone numbers */
  short: 40,
  unitDescription: 2_000,
  slug: 120,
  name: 120,
  email: 254,
  password: 256,
  category: 80,
  author: 120,
  tag: 60,
  /** tags of one post */
  tags: 30,
  url: 2_048,
  /** a call-back request's message */
  message: 5_000,
  /** staff's notes on a call-back */
  contactNotes: 2_000,
  /** a search typed into an admin list */
  search: 200,
  /** one language of a construction progress update's title */
  progressTitle: 200,
  /** one language of the KVKK notice */
  kvkkNotice: 50_000,
} as const;

/** Call-back requests from one client address (an IPv6 client is its /64) within `windowMs` (decision
 *  0200). Up to `kept` are ordinary leads. Past that they are still stored and answered as sent — buyers
 *  behind one carrier or office address share it — but marked suspicious (no alert mail, no CRM). Past
 *  `refused` the request is turned away with 429 before any other work, so a flood cannot fill the
 *  database: 30 in 10 minutes is six times what one person sends, at most 4,320 rows a day per address. */
export const CONTACT_RATE_LIMITS = { windowMs: 10 * 60_000, kept: 5, refused: 30 } as const;

/** An administrator's password: at least this many characters. */
export const MIN_PASSWORD = 12;

const MB = 1024 * 1024;

/** Uploads: the admin refuses a bigger file before sending it, the API while it streams. */
export const UPLOAD_LIMITS = {
  imageBytes: 10 * MB,
  /** a hero video of 20–40 seconds at 1080p; longer films belong on a video host, linked by URL */
  videoBytes: 50 * MB,
} as const;
