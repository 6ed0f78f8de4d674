// What the OpenAPI document says about each tag and each operation, in one list (decision 0197): a tag per
// area, and per operation (by its operationId) a one-line summary and, where it helps, a sentence more.
// Who may call an operation is not written here: openapi.ts adds it from the routes' @Public() marks and
// the contract's authorization matrix, the same ones the guard enforces. The OpenAPI spec fails on an
// operation missing here or an entry naming no operation.
import type { RouteKey } from '@konak/contract';

/** The document's tags, one per area, in the order the reference page lists them. */
export const OPENAPI_TAGS: Record<string, string> = {
  projects: 'Projects: the public list and pages, their brochures, and their editing.',
  units: "Blocks and units (homes) of a project, their CSV import and export, and the site's exchange rates.",
  homes: "The public home finder: published projects' homes matching a query.",
  'payment-plans': "A project's payment plans.",
  progress: "Construction progress updates of a project (the project page's timeline).",
  blog: 'Blog posts.',
  sliders: "The home page's slider.",
  about: 'The about page.',
  'instagram-banner': "The home page's Instagram banner.",
  settings: 'Site-wide settings, lead routing and security settings.',
  translations: 'Texts missing a translation, and those kept the same in every language on purpose.',
  uploads: 'Image and video uploads.',
  versions: 'The version history of content, and restoring a version.',
  preview: 'Preview links of drafts and scheduled items.',
  trash: 'Deleted items kept in the trash, restored or destroyed.',
  contact: 'Call-back requests: sent by visitors, worked by the sales team.',
  'data-requests': 'KVKK (Art. 11) requests of one person: find, export and erase their data.',
  kvkk: 'The KVKK notice (privacy notice) and its versions.',
  auth: 'Signing in and out, the second factor and password resets.',
  users: 'Administrators and their roles.',
  audit: 'The audit log (read-only).',
  webhooks: 'Webhooks that tell other systems about new call-back requests, and their deliveries.',
  analytics: "The public site's analytics beacon and the admin's figures.",
  backups: 'The state of the scheduled backups.',
  health: 'Liveness and readiness for a load balancer.',
};

export interface OperationText {
  summary: string;
  /** More than the summary says, when there is more to say (who may call it is added after it). */
  description?: string;
  /** A public route whose handler checks the caller itself: the roles of the route `as` (the matrix's),
   *  `or` whom else it lets in. */
  access?: { as: RouteKey; or: string };
}

export const OPENAPI_OPERATIONS: Record<string, OperationText> = {
  // projects
  projects_list: {
    summary: 'List projects',
    description:
      'Published projects, a page at a time; with an administrator token, drafts and scheduled ones too. `fields=summary` answers the cards (ProjectSummaryDto) instead of whole projects; `showcase=true` only the projects the home page showcases (the featured ones, else the first ones; at most 12, the contract SHOWCASE_SIZE).',
  },
  projects_get: {
    summary: 'Get a project by its slug',
    description: 'A published project; with an administrator token, a draft or scheduled one too.',
  },
  projects_create: { summary: 'Create a project' },
  projects_update: { summary: 'Update a project' },
  projects_remove: { summary: 'Delete a project', description: 'The project goes to the trash.' },
  brochure_pdf: {
    summary: "Get a project's brochure (PDF)",
    description: 'The A4 brochure in one language, with the units available at this moment.',
  },
  // units
  units_publicUnits: {
    summary: "Get a project's unit grid (public)",
    description: "The project page's grid of blocks and units, with the project's payment plans.",
  },
  units_adminUnits: {
    summary: "Get a project's unit grid (admin)",
    description: 'Any project by its id, uncached.',
  },
  units_createBlock: { summary: 'Add a block to a project' },
  units_updateBlock: { summary: 'Update a block' },
  units_removeBlock: { summary: 'Delete a block', description: 'Its units are deleted with it.' },
  units_generate: { summary: 'Generate the units of a block', description: 'Floors × units per floor.' },
  units_createUnit: { summary: 'Add a unit to a project' },
  units_bulkStatus: { summary: 'Change the status of several units' },
  units_updateUnit: { summary: 'Update a unit' },
  units_removeUnit: { summary: 'Delete a unit' },
  units_exportCsv: { summary: "Export a project's units as CSV" },
  units_importCsv: {
    summary: "Import a project's units from CSV",
    description: 'Without `confirm=1` the answer is a preview and nothing is written.',
  },
  units_listImports: { summary: "List a project's unit imports" },
  units_undoImport: { summary: 'Undo a unit import', description: 'Only the latest import of the project.' },
  exchangerates_get: {
    summary: 'Get the exchange rates',
    description: 'The rates the site shows prices in.',
  },
  exchangerates_save: { summary: 'Save the exchange rates' },
  exchangerates_saveForeignBuyers: {
    summary: "Save the foreign buyers' thresholds",
    description:
      'The citizenship and residence-permit values in US dollars, the day they were set and their explanation in three languages.',
  },
  // homes
  homes_find: {
    summary: 'Find homes',
    description: "A page of published projects' homes matching the home finder's query.",
  },
  // payment plans
  paymentplans_list: { summary: "List a project's payment plans" },
  paymentplans_create: { summary: 'Add a payment plan to a project' },
  paymentplans_update: { summary: 'Update a payment plan' },
  paymentplans_remove: { summary: 'Delete a payment plan', description: 'The plan goes to the trash.' },
  // progress
  progress_listPublic: {
    summary: "Get a project's progress updates (public)",
    description: "The project page's timeline, in the order the staff set (newest first by default).",
  },
  progress_list: { summary: 'List progress updates' },
  progress_create: { summary: 'Add a progress update' },
  progress_update: { summary: 'Update a progress update' },
  progress_remove: { summary: 'Delete a progress update' },
  progress_reorder: { summary: "Reorder a project's progress updates" },
  // blog
  blog_list: {
    summary: 'List blog posts',
    description: 'Published posts, a page at a time; with an administrator token, drafts too.',
  },
  blog_get: {
    summary: 'Get a blog post by its slug',
    description: 'A published post; with an administrator token, a draft or scheduled one too.',
  },
  blog_create: { summary: 'Create a blog post' },
  blog_update: { summary: 'Update a blog post' },
  blog_remove: { summary: 'Delete a blog post', description: 'The post goes to the trash.' },
  // sliders
  sliders_listActive: { summary: 'List the active slides', description: "The home page's slider." },
  sliders_listAll: { summary: 'List all slides', description: 'Inactive ones too.' },
  sliders_create: { summary: 'Add a slide' },
  sliders_update: { summary: 'Update a slide' },
  sliders_remove: { summary: 'Delete a slide', description: 'The slide goes to the trash.' },
  // about, banner, settings
  about_list: {
    summary: 'Get the about page',
    description: 'A list for older clients; it always holds exactly one item.',
  },
  about_create: { summary: 'Save the about page', description: 'The same as PUT.' },
  about_update: { summary: 'Save the about page' },
  banner_get: { summary: 'Get the Instagram banner' },
  banner_create: { summary: 'Save the Instagram banner', description: 'The same as PUT.' },
  banner_update: { summary: 'Save the Instagram banner' },
  settings_get: {
    summary: 'Get the site settings',
    description: 'Contact details, social links and the like.',
  },
  settings_create: { summary: 'Save the site settings', description: 'The same as PUT.' },
  settings_update: { summary: 'Save the site settings' },
  settings_leads: {
    summary: 'Get the lead routing',
    description: 'Who is alerted to new call-back requests.',
  },
  settings_saveLeads: { summary: 'Save the lead routing' },
  securitysettings_get: {
    summary: 'Get the security settings',
    description: "The second factor's requirement per role and the audit log's retention.",
  },
  securitysettings_save: { summary: 'Save the security settings' },
  // translations, uploads, versions, preview, trash
  translations_missing: { summary: 'List texts missing a translation' },
  translations_keep: {
    summary: 'Keep a text as it is',
    description: 'A text the same in every language on purpose (a name) is no longer listed as missing.',
  },
  translations_unkeep: { summary: 'Take back a kept text' },
  uploads_uploadOne: { summary: 'Upload an image' },
  uploads_uploadMany: {
    summary: 'Upload several images',
    description: 'All or nothing: one bad file refuses all.',
  },
  uploads_uploadVideo: { summary: 'Upload a video', description: 'An MP4 or WebM, stored as sent.' },
  versions_list: { summary: "List an item's versions" },
  versions_get: { summary: 'Get a version' },
  versions_restore: { summary: 'Restore a version' },
  publishing_preview: {
    summary: 'Create a preview link',
    description:
      'A short-lived token that shows a draft or scheduled item at its public address (`?preview=`).',
  },
  trash_list: { summary: 'List the trash' },
  trash_restore: { summary: 'Restore an item from the trash' },
  trash_destroy: { summary: 'Delete an item for good' },
  // call-back requests, personal data, KVKK
  contacts_submit: {
    summary: 'Send a call-back request',
    description: "A visitor's request from the site's forms.",
  },
  contacts_list: { summary: 'List call-back requests' },
  contacts_alerts: {
    summary: 'Get the state of lead alerts',
    description: "Whether e-mail alerts are on, to whom, and the outbox's counts.",
  },
  contacts_stats: {
    summary: 'Get call-back request figures',
    description: "The dashboard's figures and the menu's count.",
  },
  contacts_assignees: { summary: 'List who requests can be assigned to' },
  contacts_exportLink: {
    summary: 'Create a CSV export link',
    description:
      'A link to the CSV export of these filters that works once, for 120 s, without the bearer token.',
  },
  contacts_exportCsv: {
    summary: 'Export call-back requests as CSV',
    description: 'Streamed; the filters are those of the list.',
    access: { as: 'GET /contact', or: "or no bearer token with an export link's `token`" },
  },
  contacts_detail: { summary: 'Get a call-back request' },
  contacts_update: { summary: 'Update a call-back request', description: 'Its status, assignee and notes.' },
  contacts_clearSuspicion: {
    summary: 'Mark a suspected request as not suspected',
    description:
      'It joins the normal list; the alert mail and the `contact.created` event it was kept from are queued once.',
  },
  contacts_remove: { summary: 'Delete a call-back request', description: 'The request goes to the trash.' },
  datarequests_find: {
    summary: "Find a person's data",
    description: 'By e-mail and phone, sent in the body.',
  },
  datarequests_export: { summary: "Export a person's data" },
  datarequests_erase: { summary: "Erase a person's data" },
  datarequests_log: { summary: 'List the log of data requests' },
  kvkk_current: {
    summary: 'Get the KVKK notice in force',
    description: 'The public forms show it and send its hash with a request.',
  },
  kvkk_list: { summary: 'List the versions of the KVKK notice' },
  kvkk_get: { summary: 'Get a version of the KVKK notice' },
  kvkk_create: { summary: 'Publish a new version of the KVKK notice' },
  // auth, users
  auth_login: {
    summary: 'Sign in',
    description: 'E-mail and password: a token, or a challenge when a second factor is needed.',
  },
  auth_logout: {
    summary: 'Sign out',
    description: "Ends this token's session; `everywhere: true` ends every session of the user.",
  },
  auth_me: { summary: 'Get the signed-in administrator' },
  passwordreset_options: {
    summary: 'Get how a password can be reset',
    description: "Whether a reset link can be sent by e-mail, and the site's contact address otherwise.",
  },
  passwordreset_request: {
    summary: 'Request a password reset link',
    description: "Sent when the address is an administrator's; the answer is the same either way.",
  },
  passwordreset_confirm: { summary: 'Set a new password with a reset link' },
  twofactor_verify: {
    summary: 'Finish a sign-in with a second-factor code',
    description: "The sign-in's challenge and a code: the token.",
  },
  twofactor_status: { summary: 'Get the second factor of the signed-in administrator' },
  twofactor_setup: {
    summary: 'Start setting up a second factor',
    description: 'A secret and its QR code for an authenticator app.',
    access: {
      as: 'GET /auth/2fa',
      or: "or no bearer token with a sign-in's `challenge` when the role must enrol first",
    },
  },
  twofactor_enable: {
    summary: 'Turn the second factor on',
    description: "With a sign-in's challenge, enrolling also finishes the sign-in.",
    access: { as: 'GET /auth/2fa', or: "or no bearer token with a sign-in's `challenge`" },
  },
  twofactor_disable: { summary: 'Turn the second factor off' },
  twofactor_reset: {
    summary: "Turn another administrator's second factor off",
    description: 'For a lost phone.',
  },
  users_list: { summary: 'List administrators' },
  users_create: { summary: 'Add an administrator' },
  users_update: { summary: 'Update an administrator' },
  users_remove: { summary: 'Delete an administrator' },
  // audit, webhooks, analytics, backups, health
  audit_list: { summary: 'List the audit log' },
  audit_get: { summary: 'Get an audit log entry' },
  webhooks_list: { summary: 'List webhooks' },
  webhooks_create: { summary: 'Add a webhook' },
  webhooks_update: { summary: 'Update a webhook' },
  webhooks_remove: { summary: 'Delete a webhook', description: 'The webhook goes to the trash.' },
  webhooks_deliveries: { summary: "List a webhook's deliveries" },
  webhooks_test: { summary: 'Send a test delivery' },
  analytics_collect: {
    summary: 'Count a page view or event',
    description:
      "The site's beacon (JSON sent as text/plain). Always 204 and no cookie; a beacon with Do Not Track or Global Privacy Control, from a bot, or not valid is not counted.",
  },
  analytics_summary: { summary: 'Get the analytics figures', description: 'Counts only, no personal data.' },
  backups_status: {
    summary: 'Get the state of backups',
    description: 'Whether they are scheduled, the last run, the last good one and whether it is too old.',
  },
  health_health: { summary: 'Liveness', description: 'Answers while the process runs.' },
  health_ready: {
    summary: 'Readiness',
    description: 'Answers while the database (and Redis, when set) answer too.',
  },
};
