// GENERATED from the API's OpenAPI document by shared-ui/scripts/generate-api-types.mjs.
// Do not edit: change the API's DTOs, then run `npm run gen:api -w shared-ui`.

export interface paths {
    "/api/about": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the about page
         * @description A list for older clients; it always holds exactly one item. Public: no token needed.
         */
        get: operations["about_list"];
        /**
         * Save the about page
         * @description Roles: owner, editor.
         */
        put: operations["about_update"];
        /**
         * Save the about page
         * @description The same as PUT. Roles: owner, editor.
         */
        post: operations["about_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the analytics figures
         * @description Counts only, no personal data. Roles: owner, editor, sales.
         */
        get: operations["analytics_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the audit log
         * @description Roles: owner.
         */
        get: operations["audit_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an audit log entry
         * @description Roles: owner.
         */
        get: operations["audit_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the second factor of the signed-in administrator
         * @description Roles: owner, editor, sales.
         */
        get: operations["twofactor_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn the second factor off
         * @description Roles: owner, editor, sales.
         */
        post: operations["twofactor_disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn the second factor on
         * @description With a sign-in's challenge, enrolling also finishes the sign-in. Roles: owner, editor, sales, or no bearer token with a sign-in's `challenge`.
         */
        post: operations["twofactor_enable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start setting up a second factor
         * @description A secret and its QR code for an authenticator app. Roles: owner, editor, sales, or no bearer token with a sign-in's `challenge` when the role must enrol first.
         */
        post: operations["twofactor_setup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/2fa/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a sign-in with a second-factor code
         * @description The sign-in's challenge and a code: the token. Public: no token needed.
         */
        post: operations["twofactor_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description E-mail and password: a token, or a challenge when a second factor is needed. Public: no token needed.
         */
        post: operations["auth_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends this token's session; `everywhere: true` ends every session of the user. Roles: owner, editor, sales.
         */
        post: operations["auth_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in administrator
         * @description Roles: owner, editor, sales.
         */
        get: operations["auth_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get how a password can be reset
         * @description Whether a reset link can be sent by e-mail, and the site's contact address otherwise. Public: no token needed.
         */
        get: operations["passwordreset_options"];
        put?: never;
        /**
         * Request a password reset link
         * @description Sent when the address is an administrator's; the answer is the same either way. Public: no token needed.
         */
        post: operations["passwordreset_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link
         * @description Public: no token needed.
         */
        post: operations["passwordreset_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backups/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the state of backups
         * @description Whether they are scheduled, the last run, the last good one and whether it is too old. Roles: owner.
         */
        get: operations["backups_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blocks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a block
         * @description Its units are deleted with it. Roles: owner, editor.
         */
        delete: operations["units_removeBlock"];
        options?: never;
        head?: never;
        /**
         * Update a block
         * @description Roles: owner, editor.
         */
        patch: operations["units_updateBlock"];
        trace?: never;
    };
    "/api/blocks/{id}/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate the units of a block
         * @description Floors × units per floor. Roles: owner, editor.
         */
        post: operations["units_generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List blog posts
         * @description Published posts, a page at a time; with an administrator token, drafts too. Public: no token needed.
         */
        get: operations["blog_list"];
        put?: never;
        /**
         * Create a blog post
         * @description Roles: owner, editor.
         */
        post: operations["blog_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/{id_or_slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a blog post by its slug
         * @description A published post; with an administrator token, a draft or scheduled one too. Public: no token needed.
         */
        get: operations["blog_get"];
        /**
         * Update a blog post
         * @description Roles: owner, editor.
         */
        put: operations["blog_update"];
        post?: never;
        /**
         * Delete a blog post
         * @description The post goes to the trash. Roles: owner, editor.
         */
        delete: operations["blog_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a page view or event
         * @description The site's beacon (JSON sent as text/plain). Always 204 and no cookie; a beacon with Do Not Track or Global Privacy Control, from a bot, or not valid is not counted. Public: no token needed.
         */
        post: operations["analytics_collect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List call-back requests
         * @description Roles: owner, sales.
         */
        get: operations["contacts_list"];
        put?: never;
        /**
         * Send a call-back request
         * @description A visitor's request from the site's forms. Public: no token needed.
         */
        post: operations["contacts_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a call-back request
         * @description Roles: owner, sales.
         */
        get: operations["contacts_detail"];
        /**
         * Update a call-back request
         * @description Its status, assignee and notes. Roles: owner, sales.
         */
        put: operations["contacts_update"];
        post?: never;
        /**
         * Delete a call-back request
         * @description The request goes to the trash. Roles: owner.
         */
        delete: operations["contacts_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/{id}/not-suspicious": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a suspected request as not suspected
         * @description It joins the normal list; the alert mail and the `contact.created` event it was kept from are queued once. Roles: owner, sales.
         */
        post: operations["contacts_clearSuspicion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the state of lead alerts
         * @description Whether e-mail alerts are on, to whom, and the outbox's counts. Roles: owner.
         */
        get: operations["contacts_alerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List who requests can be assigned to
         * @description Roles: owner, sales.
         */
        get: operations["contacts_assignees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/export-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a CSV export link
         * @description A link to the CSV export of these filters that works once, for 120 s, without the bearer token. Roles: owner, sales.
         */
        post: operations["contacts_exportLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export call-back requests as CSV
         * @description Streamed; the filters are those of the list. Roles: owner, sales, or no bearer token with an export link's `token`.
         */
        get: operations["contacts_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get call-back request figures
         * @description The dashboard's figures and the menu's count. Roles: owner, sales.
         */
        get: operations["contacts_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-requests/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase a person's data
         * @description Roles: owner.
         */
        post: operations["datarequests_erase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-requests/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a person's data
         * @description Roles: owner.
         */
        post: operations["datarequests_export"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-requests/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the log of data requests
         * @description Roles: owner.
         */
        get: operations["datarequests_log"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-requests/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find a person's data
         * @description By e-mail and phone, sent in the body. Roles: owner.
         */
        post: operations["datarequests_find"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exchange-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the exchange rates
         * @description The rates the site shows prices in. Public: no token needed.
         */
        get: operations["exchangerates_get"];
        /**
         * Save the exchange rates
         * @description Roles: owner, editor.
         */
        put: operations["exchangerates_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exchange-rates/foreign-buyers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the foreign buyers' thresholds
         * @description The citizenship and residence-permit values in US dollars, the day they were set and their explanation in three languages. Roles: owner.
         */
        put: operations["exchangerates_saveForeignBuyers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers while the process runs. Public: no token needed.
         */
        get: operations["health_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/homes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find homes
         * @description A page of published projects' homes matching the home finder's query. Public: no token needed.
         */
        get: operations["homes_find"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/instagram-banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the Instagram banner
         * @description Public: no token needed.
         */
        get: operations["banner_get"];
        /**
         * Save the Instagram banner
         * @description Roles: owner, editor.
         */
        put: operations["banner_update"];
        /**
         * Save the Instagram banner
         * @description The same as PUT. Roles: owner, editor.
         */
        post: operations["banner_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kvkk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the KVKK notice in force
         * @description The public forms show it and send its hash with a request. Public: no token needed.
         */
        get: operations["kvkk_current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kvkk/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the versions of the KVKK notice
         * @description Roles: owner.
         */
        get: operations["kvkk_list"];
        put?: never;
        /**
         * Publish a new version of the KVKK notice
         * @description Roles: owner.
         */
        post: operations["kvkk_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/kvkk/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a version of the KVKK notice
         * @description Roles: owner.
         */
        get: operations["kvkk_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a payment plan
         * @description Roles: owner, editor.
         */
        put: operations["paymentplans_update"];
        post?: never;
        /**
         * Delete a payment plan
         * @description The plan goes to the trash. Roles: owner, editor.
         */
        delete: operations["paymentplans_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preview/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a preview link
         * @description A short-lived token that shows a draft or scheduled item at its public address (`?preview=`). Roles: owner, editor.
         */
        post: operations["publishing_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/progress-updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List progress updates
         * @description Roles: owner, editor.
         */
        get: operations["progress_list"];
        put?: never;
        /**
         * Add a progress update
         * @description Roles: owner, editor.
         */
        post: operations["progress_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/progress-updates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a progress update
         * @description Roles: owner, editor.
         */
        put: operations["progress_update"];
        post?: never;
        /**
         * Delete a progress update
         * @description Roles: owner, editor.
         */
        delete: operations["progress_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List projects
         * @description Published projects, a page at a time; with an administrator token, drafts and scheduled ones too. `fields=summary` answers the cards (ProjectSummaryDto) instead of whole projects; `showcase=true` only the projects the home page showcases (the featured ones, else the first ones; at most 12, the contract SHOWCASE_SIZE). Public: no token needed.
         */
        get: operations["projects_list"];
        put?: never;
        /**
         * Create a project
         * @description Roles: owner, editor.
         */
        post: operations["projects_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id_or_slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a project by its slug
         * @description A published project; with an administrator token, a draft or scheduled one too. Public: no token needed.
         */
        get: operations["projects_get"];
        /**
         * Update a project
         * @description Roles: owner, editor.
         */
        put: operations["projects_update"];
        post?: never;
        /**
         * Delete a project
         * @description The project goes to the trash. Roles: owner, editor.
         */
        delete: operations["projects_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id_or_slug}/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a project's unit grid (public)
         * @description The project page's grid of blocks and units, with the project's payment plans. Public: no token needed.
         */
        get: operations["units_publicUnits"];
        put?: never;
        /**
         * Add a unit to a project
         * @description Roles: owner, editor.
         */
        post: operations["units_createUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a project's unit grid (admin)
         * @description Any project by its id, uncached. Roles: owner, editor, sales.
         */
        get: operations["units_adminUnits"];
        put?: never;
        /**
         * Add a block to a project
         * @description Roles: owner, editor.
         */
        post: operations["units_createBlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/payment-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's payment plans
         * @description Roles: owner, editor, sales.
         */
        get: operations["paymentplans_list"];
        put?: never;
        /**
         * Add a payment plan to a project
         * @description Roles: owner, editor.
         */
        post: operations["paymentplans_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/progress-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder a project's progress updates
         * @description Roles: owner, editor.
         */
        put: operations["progress_reorder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/unit-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's unit imports
         * @description Roles: owner, editor, sales.
         */
        get: operations["units_listImports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{id}/units.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a project's units as CSV
         * @description Roles: owner, editor, sales.
         */
        get: operations["units_exportCsv"];
        /**
         * Import a project's units from CSV
         * @description Without `confirm=1` the answer is a preview and nothing is written. Roles: owner, editor.
         */
        put: operations["units_importCsv"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{slug}/brochure.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a project's brochure (PDF)
         * @description The A4 brochure in one language, with the units available at this moment. Public: no token needed.
         */
        get: operations["brochure_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{slug}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a project's progress updates (public)
         * @description The project page's timeline, in the order the staff set (newest first by default). Public: no token needed.
         */
        get: operations["progress_listPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Answers while the database (and Redis, when set) answer too. Public: no token needed.
         */
        get: operations["health_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the site settings
         * @description Contact details, social links and the like. Public: no token needed.
         */
        get: operations["settings_get"];
        /**
         * Save the site settings
         * @description Roles: owner.
         */
        put: operations["settings_update"];
        /**
         * Save the site settings
         * @description The same as PUT. Roles: owner.
         */
        post: operations["settings_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the lead routing
         * @description Who is alerted to new call-back requests. Roles: owner.
         */
        get: operations["settings_leads"];
        /**
         * Save the lead routing
         * @description Roles: owner.
         */
        put: operations["settings_saveLeads"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the security settings
         * @description The second factor's requirement per role and the audit log's retention. Roles: owner.
         */
        get: operations["securitysettings_get"];
        /**
         * Save the security settings
         * @description Roles: owner.
         */
        put: operations["securitysettings_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sliders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the active slides
         * @description The home page's slider. Public: no token needed.
         */
        get: operations["sliders_listActive"];
        put?: never;
        /**
         * Add a slide
         * @description Roles: owner, editor.
         */
        post: operations["sliders_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sliders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a slide
         * @description Roles: owner, editor.
         */
        put: operations["sliders_update"];
        post?: never;
        /**
         * Delete a slide
         * @description The slide goes to the trash. Roles: owner, editor.
         */
        delete: operations["sliders_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sliders/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all slides
         * @description Inactive ones too. Roles: owner, editor.
         */
        get: operations["sliders_listAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/translations/kept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep a text as it is
         * @description A text the same in every language on purpose (a name) is no longer listed as missing. Roles: owner, editor.
         */
        post: operations["translations_keep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/translations/kept/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take back a kept text
         * @description Roles: owner, editor.
         */
        delete: operations["translations_unkeep"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/translations/missing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List texts missing a translation
         * @description Roles: owner, editor.
         */
        get: operations["translations_missing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the trash
         * @description Roles: owner.
         */
        get: operations["trash_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trash/{type}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an item for good
         * @description Roles: owner.
         */
        delete: operations["trash_destroy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trash/{type}/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore an item from the trash
         * @description Roles: owner.
         */
        post: operations["trash_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unit-imports/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a unit import
         * @description Only the latest import of the project. Roles: owner, editor.
         */
        post: operations["units_undoImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the status of several units
         * @description Roles: owner, editor, sales.
         */
        patch: operations["units_bulkStatus"];
        trace?: never;
    };
    "/api/units/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a unit
         * @description Roles: owner, editor.
         */
        delete: operations["units_removeUnit"];
        options?: never;
        head?: never;
        /**
         * Update a unit
         * @description Roles: owner, editor, sales. The sales role may send only `status`.
         */
        patch: operations["units_updateUnit"];
        trace?: never;
    };
    "/api/upload/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image
         * @description Roles: owner, editor.
         */
        post: operations["uploads_uploadOne"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload several images
         * @description All or nothing: one bad file refuses all. Roles: owner, editor.
         */
        post: operations["uploads_uploadMany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a video
         * @description An MP4 or WebM, stored as sent. Roles: owner, editor.
         */
        post: operations["uploads_uploadVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List administrators
         * @description Roles: owner.
         */
        get: operations["users_list"];
        put?: never;
        /**
         * Add an administrator
         * @description Roles: owner.
         */
        post: operations["users_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update an administrator
         * @description Roles: owner. Also editor, sales on their own account (`email` is theirs), sending only `name`, `password`, `current_password`.
         */
        put: operations["users_update"];
        post?: never;
        /**
         * Delete an administrator
         * @description Roles: owner.
         */
        delete: operations["users_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{email}/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Turn another administrator's second factor off
         * @description For a lost phone. Roles: owner.
         */
        delete: operations["twofactor_reset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an item's versions
         * @description Roles: owner, editor.
         */
        get: operations["versions_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a version
         * @description Roles: owner, editor.
         */
        get: operations["versions_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/versions/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a version
         * @description Roles: owner, editor.
         */
        post: operations["versions_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description Roles: owner.
         */
        get: operations["webhooks_list"];
        put?: never;
        /**
         * Add a webhook
         * @description Roles: owner.
         */
        post: operations["webhooks_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description The webhook goes to the trash. Roles: owner.
         */
        delete: operations["webhooks_remove"];
        options?: never;
        head?: never;
        /**
         * Update a webhook
         * @description Roles: owner.
         */
        patch: operations["webhooks_update"];
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook's deliveries
         * @description Roles: owner.
         */
        get: operations["webhooks_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test delivery
         * @description Roles: owner.
         */
        post: operations["webhooks_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AboutDto: {
            description: components["schemas"]["LocalizedDto"];
            id: number;
            image: string;
            mission: components["schemas"]["LocalizedDto"];
            subtitle: components["schemas"]["LocalizedDto"];
            title: components["schemas"]["LocalizedDto"];
            vision: components["schemas"]["LocalizedDto"];
        };
        AdminUserDto: {
            /** Format: date-time */
            created_at: string;
            email: string;
            id: number;
            name: string;
            /** @enum {string} */
            role: "owner" | "editor" | "sales";
            two_factor_enabled?: boolean;
        };
        AlertsStatusDto: {
            /** @description false: SMTP_URL is not set */
            enabled: boolean;
            failed: number;
            from: string;
            queued: number;
            recipients: string[];
            retrying: number;
            sent: number;
        };
        AnalyticsSummaryDto: {
            campaigns: components["schemas"]["TopRowDto"][];
            daily: components["schemas"]["DayFiguresDto"][];
            /** @enum {number} */
            days: 7 | 30 | 90;
            devices: components["schemas"]["TopRowDto"][];
            /** @example 2026-11-22 */
            from: string;
            languages: components["schemas"]["TopRowDto"][];
            pages: components["schemas"]["TopRowDto"][];
            project_funnel: components["schemas"]["FunnelRowDto"][];
            projects: components["schemas"]["TopRowDto"][];
            source_funnel: components["schemas"]["FunnelRowDto"][];
            /** @description utm_source, else referrer host, else "direct" */
            sources: components["schemas"]["TopRowDto"][];
            /** @example 2026-11-28 */
            to: string;
            totals: components["schemas"]["TotalsDto"];
            /** @description of the last 30 days at most (older histograms are not kept) */
            vitals: components["schemas"]["PageVitalsDto"][];
        };
        AssigneeDto: {
            id: number;
            name: string;
            /** @enum {string} */
            role: "owner" | "editor" | "sales";
        };
        AuditEntryDto: {
            /** @enum {string} */
            action: "create" | "update" | "delete" | "restore" | "publish" | "unpublish" | "purge" | "upload" | "login" | "login_failed" | "logout" | "password_change" | "password_reset" | "role_change" | "two_factor_enable" | "two_factor_disable" | "two_factor_reset" | "two_factor_recovery_code";
            /** Format: date-time */
            at: string;
            changes: components["schemas"]["FieldChangeDto"][];
            client_ip: string;
            /** @description the changed fields (the entry itself has the values) */
            fields: string[];
            id: number;
            item_id: number | null;
            title: string;
            /** @enum {string} */
            type: "project" | "blog_post" | "slider" | "about" | "banner" | "settings" | "contact_request" | "user" | "kvkk_notice" | "upload" | "unit" | "unit_block" | "exchange_rates" | "progress_update" | "payment_plan" | "webhook";
            /** @description the administrator's e-mail at the time; empty when nobody was signed in */
            user_email: string;
            user_id: number | null;
            /** @description empty when nobody was signed in */
            user_name: string;
        };
        AuditEntrySummaryDto: {
            /** @enum {string} */
            action: "create" | "update" | "delete" | "restore" | "publish" | "unpublish" | "purge" | "upload" | "login" | "login_failed" | "logout" | "password_change" | "password_reset" | "role_change" | "two_factor_enable" | "two_factor_disable" | "two_factor_reset" | "two_factor_recovery_code";
            /** Format: date-time */
            at: string;
            client_ip: string;
            /** @description the changed fields (the entry itself has the values) */
            fields: string[];
            id: number;
            item_id: number | null;
            title: string;
            /** @enum {string} */
            type: "project" | "blog_post" | "slider" | "about" | "banner" | "settings" | "contact_request" | "user" | "kvkk_notice" | "upload" | "unit" | "unit_block" | "exchange_rates" | "progress_update" | "payment_plan" | "webhook";
            /** @description the administrator's e-mail at the time; empty when nobody was signed in */
            user_email: string;
            user_id: number | null;
            /** @description empty when nobody was signed in */
            user_name: string;
        };
        AuditPageDto: {
            items: components["schemas"]["AuditEntrySummaryDto"][];
            page: number;
            per_page: number;
            total: number;
        };
        BackupRunDto: {
            /** @description Size of the archive in bytes (0 when it failed) */
            bytes: number;
            /** @description Why it failed; empty otherwise */
            error: string;
            /** Format: date-time */
            finished_at?: string | null;
            /** Format: date-time */
            started_at: string;
            /** @enum {string} */
            status: "running" | "ok" | "failed";
        };
        BackupStatusDto: {
            /** @enum {string} */
            destination: "disk" | "s3";
            /** @description Whether BACKUP_INTERVAL_HOURS schedules backups */
            enabled: boolean;
            interval_hours?: number | null;
            keep: number;
            last?: components["schemas"]["BackupRunDto"] | null;
            last_ok?: components["schemas"]["BackupRunDto"] | null;
            /** @description No good backup, or the last good one is over two days old */
            stale: boolean;
        };
        BlockDto: {
            id: number;
            name: string;
            position: number;
        };
        BlogPostDto: {
            author: string;
            category: string;
            content: components["schemas"]["LocalizedDto"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            date: string;
            excerpt: components["schemas"]["LocalizedDto"];
            featured: boolean;
            id: number;
            image: string;
            meta_description: components["schemas"]["LocalizedDto"];
            meta_title: components["schemas"]["LocalizedDto"];
            /** @enum {string} */
            publication?: "draft" | "published" | "scheduled";
            /** Format: date-time */
            publish_at?: string | null;
            /** @description publication is published */
            published: boolean;
            slug: string;
            tags: components["schemas"]["LocalizedDto"][];
            title: components["schemas"]["LocalizedDto"];
            /** Format: date-time */
            updated_at: string;
        };
        BulkStatusDto: {
            ids: number[];
            /** @enum {string} */
            status: "available" | "reserved" | "sold";
        };
        BulkStatusResultDto: {
            updated: number;
        };
        ContactFilters: {
            /** @description "me": the requests assigned to the caller ("Bana atananlar"); "none": to nobody; or an administrator's id */
            assigned?: string;
            /**
             * Format: date
             * @description first day, YYYY-MM-DD in Antalya time, inclusive
             */
            from?: string;
            /** @description project slug; "none" for the requests about no project */
            project?: string;
            /** @description search: every word must start a word of the name, the e-mail or the phone (digits); Turkish letters match their plain forms (ayse = Ayşe) */
            q?: string;
            /**
             * @default -created_at
             * @enum {string}
             */
            sort?: "-created_at" | "created_at" | "name" | "-name" | "status";
            /** @description utm_source, matched exactly; "direct" for requests with neither a utm_source nor a referrer */
            source?: string;
            /** @enum {string} */
            status?: "new" | "contacted" | "closed";
            /**
             * @description true: only the suspected spam (honeypot or too fast); false (default): only the others
             * @default false
             */
            suspicious?: boolean;
            /**
             * Format: date
             * @description last day, YYYY-MM-DD in Antalya time, inclusive
             */
            to?: string;
        };
        ContactListItemDto: {
            /** @description personal fields erased (on request or after the retention period) */
            anonymised: boolean;
            /** @description id of the administrator who calls back */
            assigned_to: number | null;
            /** @description erased after the IP retention period */
            client_ip: string;
            /** Format: date-time */
            created_at: string;
            email: string;
            id: number;
            /** @enum {string} */
            language: "tr" | "en" | "ru";
            marketing_consent: boolean;
            message: string;
            name: string;
            /** @description the sales team's notes */
            notes: string;
            /** @description SHA-256 of that notice text ("" when unknown) */
            notice_hash: string;
            /** @description language of the notice text shown: the page's, or tr where the notice had none ("" when unknown) */
            notice_lang: string;
            /** @description KVKK notice version shown with the form */
            notice_version: number | null;
            page: string;
            phone: string;
            project: string;
            referrer_host: string;
            /** @description how many other requests of the same person (same phone or e-mail) were sent within 30 days before or after this one, the trash left out; counted no further than 100, which means more than 99 */
            repeat_count: number;
            /** @enum {string} */
            status: "new" | "contacted" | "closed";
            /** @description suspected spam: kept, listed only with suspicious=true, no alert sent */
            suspicious: boolean;
            /**
             * @description why it is suspected: the honeypot field was filled, the form was sent faster than a person types, or its address sent more than CONTACT_RATE_LIMITS.kept requests in the window
             * @enum {string}
             */
            suspicious_reason: "" | "honeypot" | "fast" | "rate";
            unit: string;
            utm_campaign: string;
            utm_medium: string;
            utm_source: string;
        };
        ContactReceiptDto: {
            /** Format: date-time */
            created_at: string;
            email: string;
            id: number;
            name: string;
            phone: string;
            /**
             * @description always 'new': a request starts the sales team's work
             * @enum {string}
             */
            status: "new";
        };
        ContactRepeatDto: {
            /** Format: date-time */
            created_at: string;
            id: number;
            /** @description project slug ("" for none) */
            project: string;
            /** @enum {string} */
            status: "new" | "contacted" | "closed";
            /** @description the unit or the shortlist's homes asked about ("" for none) */
            unit: string;
        };
        ContactRequestDetailDto: {
            /** @description false: SMTP_URL is not set, no alerts are sent */
            alerts_enabled: boolean;
            /** @description personal fields erased (on request or after the retention period) */
            anonymised: boolean;
            /** @description id of the administrator who calls back */
            assigned_to: number | null;
            /** @description erased after the IP retention period */
            client_ip: string;
            /** Format: date-time */
            created_at: string;
            email: string;
            /** @description who changed the status when, oldest first */
            history: components["schemas"]["StatusChangeDto"][];
            id: number;
            /** @enum {string} */
            language: "tr" | "en" | "ru";
            /** @description the alert and any reminder, oldest first */
            mails: components["schemas"]["OutboxStateDto"][];
            marketing_consent: boolean;
            message: string;
            name: string;
            /** @description the sales team's notes */
            notes: string;
            /**
             * Format: date-time
             * @description date of the notice version
             */
            notice_date: string | null;
            /** @description SHA-256 of that notice text ("" when unknown) */
            notice_hash: string;
            /** @description language of the notice text shown: the page's, or tr where the notice had none ("" when unknown) */
            notice_lang: string;
            /** @description KVKK notice version shown with the form */
            notice_version: number | null;
            page: string;
            phone: string;
            project: string;
            referrer_host: string;
            /** @description how many other requests of the same person (same phone or e-mail) were sent within 30 days before or after this one, the trash left out; counted no further than 100, which means more than 99 */
            repeat_count: number;
            /** @description those other requests, newest first, at most 10 */
            repeats: components["schemas"]["ContactRepeatDto"][];
            /** @enum {string} */
            status: "new" | "contacted" | "closed";
            /** @description suspected spam: kept, listed only with suspicious=true, no alert sent */
            suspicious: boolean;
            /**
             * @description why it is suspected: the honeypot field was filled, the form was sent faster than a person types, or its address sent more than CONTACT_RATE_LIMITS.kept requests in the window
             * @enum {string}
             */
            suspicious_reason: "" | "honeypot" | "fast" | "rate";
            unit: string;
            utm_campaign: string;
            utm_medium: string;
            utm_source: string;
        };
        ContactRequestDto: {
            /** @description personal fields erased (on request or after the retention period) */
            anonymised: boolean;
            /** @description id of the administrator who calls back */
            assigned_to: number | null;
            /** @description erased after the IP retention period */
            client_ip: string;
            /** Format: date-time */
            created_at: string;
            email: string;
            id: number;
            /** @enum {string} */
            language: "tr" | "en" | "ru";
            marketing_consent: boolean;
            message: string;
            name: string;
            /** @description the sales team's notes */
            notes: string;
            /** @description SHA-256 of that notice text ("" when unknown) */
            notice_hash: string;
            /** @description language of the notice text shown: the page's, or tr where the notice had none ("" when unknown) */
            notice_lang: string;
            /** @description KVKK notice version shown with the form */
            notice_version: number | null;
            page: string;
            phone: string;
            project: string;
            referrer_host: string;
            /** @enum {string} */
            status: "new" | "contacted" | "closed";
            /** @description suspected spam: kept, listed only with suspicious=true, no alert sent */
            suspicious: boolean;
            /**
             * @description why it is suspected: the honeypot field was filled, the form was sent faster than a person types, or its address sent more than CONTACT_RATE_LIMITS.kept requests in the window
             * @enum {string}
             */
            suspicious_reason: "" | "honeypot" | "fast" | "rate";
            unit: string;
            utm_campaign: string;
            utm_medium: string;
            utm_source: string;
        };
        ContactStatsDto: {
            /** @description how many requests the median is taken over */
            contacted: number;
            /** @description median minutes from a request to its first new → contacted change; null without any */
            median_first_contact_minutes: number | null;
            /** @description requests still "new", of any age (suspected spam, erased and trashed ones not counted, like every figure here) */
            new_count: number;
            /** @description most requests first */
            projects: components["schemas"]["ProjectCountDto"][];
            /** @description suspected spam kept apart (not in the trash) */
            suspicious_count: number;
            /** @description all requests, suspected spam and the trash not counted */
            total: number;
            /** @description oldest week first, weeks without requests included */
            weeks: components["schemas"]["WeekCountDto"][];
        };
        CreateBlockDto: {
            /** @example A */
            name: string;
        };
        CreateBlogPostDto: {
            /** @default Admin */
            author?: string;
            /** @default BLOG */
            category?: string;
            content: components["schemas"]["LocalizedDto"];
            /**
             * @description YYYY-MM-DD or a full ISO timestamp
             * @example 2024-01-15T00:00:00.000Z
             */
            date: string;
            excerpt: components["schemas"]["LocalizedDto"];
            /** @default false */
            featured?: boolean;
            image?: string;
            meta_description?: components["schemas"]["LocalizedDto"];
            meta_title?: components["schemas"]["LocalizedDto"];
            /**
             * @default published
             * @enum {string}
             */
            publication?: "draft" | "published" | "scheduled";
            /**
             * Format: date-time
             * @description When a scheduled item goes live (ISO 8601 with a zone)
             */
            publish_at?: string | null;
            /**
             * @description Older shorthand: true = published, false = draft (publication wins)
             * @default true
             */
            published?: boolean;
            slug: string;
            /** @description each tag in tr, en, ru; a plain string is a Turkish tag not yet translated */
            tags?: components["schemas"]["LocalizedDto"][];
            title: components["schemas"]["LocalizedDto"];
        };
        CreateContactDto: {
            email: string;
            /** @description milliseconds the form was open before it was sent (measured by the page) */
            form_ms?: number;
            /** @enum {string} */
            language?: "tr" | "en" | "ru";
            /** @description the separate, unticked marketing consent (açık rıza); false when absent */
            marketing_consent?: boolean;
            message?: string;
            name: string;
            /** @description hash of the KVKK notice shown with the form (GET /api/kvkk → hash) */
            notice_version?: string;
            /** @description path of the page the form was sent from, e.g. /projeler/gunes-evleri; else taken from the Referer header */
            page?: string;
            phone: string;
            /** @description Slug of the project the visitor asked about */
            project?: string;
            /** @description document.referrer; only its host is stored */
            referrer?: string;
            /** @description the unit asked about, e.g. B-4-12 (with `project`); a shortlist's call-back names each home as "<project slug> <label>" joined by "; " (contract shortlistUnitText), at most four */
            unit?: string;
            utm_campaign?: string;
            utm_medium?: string;
            utm_source?: string;
            /** @description Leave empty */
            website?: string;
        };
        CreatedWebhookDto: {
            active: boolean;
            created_at: string;
            events: ("contact.created" | "contact.status_changed" | "unit.status_changed" | "project.published" | "post.published")[];
            /** @description deliveries given up after the last try */
            failed: number;
            id: number;
            /** @description deliveries waiting to be sent (first try or a retry) */
            pending: number;
            /** @description signing secret (whsec_…); shown only in this answer */
            secret: string;
            secret_hint: string;
            url: string;
        };
        CreateKvkkNoticeDto: {
            text: components["schemas"]["KvkkTextDto"];
        };
        CreatePaymentPlanDto: {
            /**
             * @description Yearly; 0 = interest-free
             * @default 0
             */
            annual_rate_percent?: number;
            /** @default 0 */
            cash_discount_percent?: number;
            /** @example 35 */
            down_payment_percent: number;
            /**
             * @description 0 only with a 100 % down payment
             * @example 24
             */
            months: number;
            name: components["schemas"]["LocalizedDto"];
            /** @description Display order, lower first (default: after the others) */
            position?: number;
        };
        CreateProgressUpdateDto: {
            /**
             * Format: date
             * @example 2026-05-31
             */
            date: string;
            /**
             * Format: date
             * @description null or "" when not announced
             */
            expected_handover?: string | null;
            phases?: components["schemas"]["PhasePercentInput"][];
            photos?: string[];
            project_id: number;
            text?: components["schemas"]["LocalizedDto"];
            title: components["schemas"]["LocalizedDto"];
            video_url?: string;
        };
        CreateProjectDto: {
            architecture?: components["schemas"]["ProjectArchitectureInput"];
            architecture_image?: string;
            cover_images?: string[];
            description: components["schemas"]["LocalizedDto"];
            featured?: boolean;
            features?: components["schemas"]["ProjectFeatureInput"][];
            gallery?: string[];
            location?: components["schemas"]["ProjectLocationInput"];
            location_image?: string;
            logo?: string;
            plans?: components["schemas"]["ProjectPlanInput"][];
            /** @description Display order, lower first */
            position?: number;
            /**
             * @default published
             * @enum {string}
             */
            publication?: "draft" | "published" | "scheduled";
            /**
             * Format: date-time
             * @description When a scheduled item goes live (ISO 8601 with a zone)
             */
            publish_at?: string | null;
            slug: string;
            /** @enum {string} */
            status?: "completed" | "ongoing" | "planned";
            subtitle: components["schemas"]["LocalizedDto"];
            technical_info?: components["schemas"]["TechnicalInfoInput"];
            title: components["schemas"]["LocalizedDto"];
            video_url?: string;
        };
        CreateSliderDto: {
            /** @default true */
            active?: boolean;
            cta_link?: string;
            cta_text?: components["schemas"]["LocalizedDto"];
            description: components["schemas"]["LocalizedDto"];
            image_url?: string;
            /**
             * @default image
             * @enum {string}
             */
            media_type?: "image" | "video";
            media_url?: string;
            /** @default 0 */
            order?: number;
            subtitle?: components["schemas"]["LocalizedDto"];
            title: components["schemas"]["LocalizedDto"];
        };
        CreateUnitDto: {
            block_id: number;
            /** @enum {string} */
            facing?: "" | "N" | "NE" | "E" | "SE" | "S" | "SW" | "W" | "NW";
            floor: number;
            number: string;
            plan_key?: string | null;
            /** @description Whole lira */
            price_try?: number | null;
            /** @enum {string} */
            status?: "available" | "reserved" | "sold";
        };
        CreateUserDto: {
            email: string;
            name: string;
            password: string;
            /**
             * @default editor
             * @enum {string}
             */
            role?: "owner" | "editor" | "sales";
        };
        CreateWebhookDto: {
            events: ("contact.created" | "contact.status_changed" | "unit.status_changed" | "project.published" | "post.published")[];
            /** @example https://crm.example.com/konak */
            url: string;
        };
        CsvImportResultDto: {
            added: number;
            added_blocks: number;
            /** @description false: a preview, nothing was written */
            applied: boolean;
            /** @description Blocks in the file */
            blocks: number;
            /** @description Units whose floor, plan, facing, price or status change */
            changed: number;
            /** @description The changes, at most 1000 (changes_total counts them all) */
            changes: components["schemas"]["UnitChangeDto"][];
            changes_total: number;
            /**
             * @description How the file was read
             * @enum {string}
             */
            encoding: "utf-8" | "utf-16le" | "utf-16be" | "windows-1254";
            /** @description How many units each field changes on */
            field_changes: components["schemas"]["UnitFieldCountsDto"];
            /** @description The import "Geri al" undoes (POST /unit-imports/{id}/undo); null when nothing was written */
            import_id: number | null;
            removed: number;
            removed_blocks: number;
            /** @example 3 fiyat, 1 durum değişecek, 94 daire silinecek */
            summary: string;
            /** @description Units in the file */
            units: number;
        };
        DataSubjectExportQuery: {
            email?: string;
            /** @enum {string} */
            format?: "json" | "csv";
            phone?: string;
        };
        DataSubjectLogDto: {
            /** @enum {string} */
            action: "erase" | "retention" | "export";
            /** @description "" for the scheduled retention job */
            admin_email: string;
            count: number;
            /** Format: date-time */
            created_at: string;
            id: number;
            /** @description HMAC-SHA256, under a server key, of the e-mail / phone searched ("" for retention; a plain SHA-256 in rows from before the key) */
            subject_hash: string;
        };
        DataSubjectQuery: {
            email?: string;
            phone?: string;
        };
        DayFiguresDto: {
            /** @example 2026-11-28 */
            day: string;
            views: number;
            /** @description unique visitors of that day */
            visitors: number;
        };
        ErasureResultDto: {
            /** @description requests anonymised */
            erased: number;
        };
        /** @description Every error answer: a Turkish message, or the list of refused fields (422, a CSV import's 400). */
        ErrorDto: {
            detail: string | components["schemas"]["ErrorItemDto"][];
        };
        /** @description One refused field: `loc` says where (`["body", "email"]`), `msg` why, in Turkish; a CSV import names its `line` instead. */
        ErrorItemDto: {
            line?: number;
            loc?: (string | number)[];
            msg: string;
            type?: string;
        };
        ExchangeRatesDto: {
            /** @description YYYY-MM-DD, '' until set */
            as_of: string;
            eur: number | null;
            /** @description foreign buyers' thresholds (decision 0198) */
            foreign_buyers: components["schemas"]["ForeignBuyersDto"];
            /**
             * @description what the Russian pages show prices in first (English pages: EUR), when its rate is set
             * @enum {string}
             */
            ru_currency: "RUB" | "EUR";
            rub: number | null;
            /** Format: date-time */
            updated_at: string | null;
            usd: number | null;
        };
        ExportLinkDto: {
            /** Format: date-time */
            expires_at: string;
            /** @description relative address, /api/contact/export.csv?…&token=…, valid for 120 seconds and once */
            url: string;
        };
        FieldChangeDto: {
            /** @description the value after (any JSON); null when there is none */
            after: {
                [key: string]: unknown;
            } | null;
            /** @description the value before (any JSON); null when there was none */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description dotted path, e.g. title.ru or features.2.title.en */
            field: string;
        };
        ForeignBuyersDto: {
            /** @description the day the office set them (YYYY-MM-DD), '' until set */
            as_of: string;
            /** @description whole US dollars; null = not marked */
            citizenship_usd: number | null;
            /** @description whole US dollars; null = not marked */
            residence_usd: number | null;
            /** @description the office's explanation, per language */
            text: components["schemas"]["LocalizedDto"];
        };
        FunnelRowDto: {
            brochures: number;
            callbacks: number;
            /** @description call-backs per 100 views, one decimal */
            conversion_rate: number;
            phone_taps: number;
            units_opened: number;
            /** @description project slug or traffic source */
            value: string;
            views: number;
            whatsapp_taps: number;
        };
        GenerateResultDto: {
            /** @description Units created (existing numbers are kept) */
            created: number;
        };
        GenerateUnitsDto: {
            /** @description The lowest floor generated (0 = ground) */
            first_floor: number;
            floors: number;
            /** @description One of the project's plan keys */
            plan_key?: string | null;
            units_per_floor: number;
        };
        HomeDto: {
            block: string;
            /** @description the home's cell on its project page, without the language prefix (/projeler/<slug>?daire=<label>#daireler) */
            cell_path: string;
            /**
             * @description '' when not given
             * @enum {string}
             */
            facing: "N" | "NE" | "E" | "SE" | "S" | "SW" | "W" | "NW" | "";
            /** @description 0 = ground floor, negatives = basements */
            floor: number;
            /** @description the office's foreign-buyer thresholds the home's lira price reaches at its USD rate (decision 0198); [] when none */
            foreign_buyer: ("residence" | "citizenship")[];
            id: number;
            /** @description block-floor-number, as the project's grid names the unit (B-4-12) */
            label: string;
            number: string;
            /** @description the unit's plan key */
            plan_key: string | null;
            /** @description in the answer's currency at its rate (whole units, rounded half up); null = price on request */
            price: number | null;
            /** @description whole lira; null = price on request */
            price_try: number | null;
            project: components["schemas"]["HomeProjectDto"];
            /** @description the plan's room count (3+1), null without a plan */
            rooms: string | null;
            /** @description the plan's area in m² */
            size_m2: number | null;
            /** @enum {string} */
            status: "available" | "reserved";
        };
        HomeProjectDto: {
            /**
             * Format: date
             * @description completed: the iskân date; otherwise the latest progress update's expected handover; null when not known
             */
            handover: string | null;
            name: components["schemas"]["LocalizedDto"];
            slug: string;
            /** @enum {string} */
            status: "completed" | "ongoing" | "planned";
        };
        HomesPageDto: {
            /** @enum {string} */
            currency: "TRY" | "EUR" | "USD" | "RUB";
            homes: components["schemas"]["HomeDto"][];
            page: number;
            /** @description pages of per_page homes (at least 1) */
            pages: number;
            per_page: number;
            /** @description the filters' canonical query string (without '?', defaults left out): the page's canonical address */
            query: string;
            /** @description lira per one unit of currency (1 for TRY) */
            rate: number;
            /** @description the day of the office's rate (YYYY-MM-DD); null for TRY */
            rate_date: string | null;
            /** @description homes matching the filters, over all pages */
            total: number;
        };
        InstagramBannerDto: {
            active: boolean;
            background_image: string;
            id: number;
            link: string;
            text: components["schemas"]["LocalizedDto"];
        };
        KeepTranslationDto: {
            /** @example title */
            field: string;
            id: number;
            /** @enum {string} */
            type: "project" | "progress_update" | "blog_post" | "slider" | "about" | "banner" | "settings";
        };
        KeptTranslationDto: {
            /** Format: date-time */
            created_at: string;
            created_by: string;
            field: string;
            /** @description the mark; DELETE /api/translations/kept/{id} takes it back */
            id: number;
            /** @description for a construction update: its project's id */
            project_id?: number;
            /** @description the record */
            record_id: number;
            /** @description the text kept as it is */
            text: string;
            /** @description the record's Turkish title */
            title: string;
            /** @enum {string} */
            type: "project" | "progress_update" | "blog_post" | "slider" | "about" | "banner" | "settings";
        };
        KvkkNoticeDto: {
            /** Format: date-time */
            created_at: string;
            created_by: string;
            /** @description SHA-256 of the text; send it as notice_version with a contact request */
            hash: string;
            text: components["schemas"]["KvkkTextDto"];
            /** @description Version number */
            version: number;
        };
        KvkkTextDto: {
            /** @description Empty: the Turkish text is shown */
            en: string;
            /** @description Empty: the Turkish text is shown */
            ru: string;
            tr: string;
        };
        LeadSettingsDto: {
            /** @description Senders' IP addresses are erased after this many days */
            ip_retention_days: number;
            /** @description Working hours (Mon–Fri 09:00–18:00, Istanbul) a request may stay "new" before a reminder */
            reminder_hours: number;
            /** @description Requests older than this many days are anonymised */
            retention_days: number;
            /** @description Where lead alerts go; empty → contact_email */
            sales_emails: string[];
        };
        LocalizedDto: {
            en: string;
            ru: string;
            tr: string;
        };
        LoginDto: {
            email: string;
            password: string;
        };
        LoginResponseDto: {
            access_token: string;
        };
        LogoutDto: {
            everywhere?: boolean;
        };
        NearbyPlaceDto: {
            distance: string;
            name: components["schemas"]["LocalizedDto"];
        };
        NearbyPlaceInput: {
            distance?: string;
            name?: components["schemas"]["LocalizedDto"];
        };
        OutboxStateDto: {
            attempts: number;
            /** Format: date-time */
            created_at: string;
            id: number;
            /** @enum {string} */
            kind: "alert" | "reminder";
            /** @description the last failure, in the SMTP server's words */
            last_error: string;
            /** Format: date-time */
            next_attempt_at: string | null;
            /** Format: date-time */
            sent_at: string | null;
            /** @enum {string} */
            status: "queued" | "sent" | "retrying" | "failed";
        };
        PageVitalsDto: {
            /** @enum {string} */
            device: "mobile" | "tablet" | "desktop";
            page: string;
            vitals: components["schemas"]["VitalDto"][];
        };
        PasswordResetConfirmDto: {
            password: string;
            token: string;
        };
        PasswordResetOptionsDto: {
            by_email: boolean;
            contact_email: string;
        };
        PasswordResetRequestDto: {
            email: string;
        };
        PasswordResetRequestedDto: {
            detail: string;
        };
        PaymentPlanDto: {
            annual_rate_percent: number;
            cash_discount_percent: number;
            down_payment_percent: number;
            id: number;
            months: number;
            name: components["schemas"]["LocalizedDto"];
            position: number;
            project_id: number;
        };
        PhasePercentDto: {
            /** @enum {string} */
            key: "foundation" | "structure" | "facade" | "interiors" | "landscaping";
            percent: number;
        };
        PhasePercentInput: {
            /** @enum {string} */
            key: "foundation" | "structure" | "facade" | "interiors" | "landscaping";
            percent: number;
        };
        PreviewDto: {
            /** Format: date-time */
            expires_at: string;
            token: string;
        };
        ProgressOrderDto: {
            /** @description Every update id of the project, in the new order */
            ids: number[];
        };
        ProgressUpdateDto: {
            /** Format: date-time */
            created_at: string;
            /** Format: date */
            date: string;
            /** Format: date */
            expected_handover: string | null;
            id: number;
            phases: components["schemas"]["PhasePercentDto"][];
            photos: string[];
            position: number;
            project_id: number;
            text: components["schemas"]["LocalizedDto"];
            title: components["schemas"]["LocalizedDto"];
            /** Format: date-time */
            updated_at: string;
            video_url: string;
        };
        ProjectArchitectureDto: {
            description: components["schemas"]["LocalizedDto"];
            title: components["schemas"]["LocalizedDto"];
        };
        ProjectArchitectureInput: {
            description?: components["schemas"]["LocalizedDto"];
            title?: components["schemas"]["LocalizedDto"];
        };
        ProjectCountDto: {
            count: number;
            /** @description project slug; "" for requests about no project */
            project: string;
            /** @description the project's Turkish title ("" when unknown) */
            title: string;
        };
        ProjectDto: {
            architecture: components["schemas"]["ProjectArchitectureDto"];
            architecture_image: string;
            cover_images: string[];
            /** Format: date-time */
            created_at: string;
            description: components["schemas"]["LocalizedDto"];
            featured: boolean;
            features: components["schemas"]["ProjectFeatureDto"][];
            gallery: string[];
            id: number;
            location: components["schemas"]["ProjectLocationDto"];
            location_image: string;
            logo: string;
            plans: components["schemas"]["ProjectPlanDto"][];
            /** @description Display order, lower first */
            position?: number;
            /** @description List items: the latest construction update of an ongoing project, else null */
            progress?: components["schemas"]["ProjectProgressDto"] | null;
            /** @enum {string} */
            publication?: "draft" | "published" | "scheduled";
            /** Format: date-time */
            publish_at?: string | null;
            slug: string;
            /** @enum {string} */
            status: "completed" | "ongoing" | "planned";
            subtitle: components["schemas"]["LocalizedDto"];
            technical_info: components["schemas"]["TechnicalInfoDto"];
            title: components["schemas"]["LocalizedDto"];
            /** @description List items and the page: {total, available} of its units, null without units */
            units?: components["schemas"]["UnitSummaryDto"] | null;
            /** Format: date-time */
            updated_at: string;
            video_url: string;
        };
        ProjectFeatureDto: {
            description: components["schemas"]["LocalizedDto"];
            title: components["schemas"]["LocalizedDto"];
        };
        ProjectFeatureInput: {
            description?: components["schemas"]["LocalizedDto"];
            title?: components["schemas"]["LocalizedDto"];
        };
        ProjectLocationDto: {
            description: components["schemas"]["LocalizedDto"];
            map_image: string;
            nearby: components["schemas"]["NearbyPlaceDto"][];
        };
        ProjectLocationInput: {
            description?: components["schemas"]["LocalizedDto"];
            map_image?: string;
            nearby?: components["schemas"]["NearbyPlaceInput"][];
        };
        ProjectPlanDto: {
            area: string;
            image: string;
            /** @description Stable id, unique in the project; units' plan_key */
            key: string;
            name: components["schemas"]["LocalizedDto"];
            rooms: string;
        };
        ProjectPlanInput: {
            area?: string;
            image?: string;
            /** @description '' or missing: the server names it */
            key?: string;
            name?: components["schemas"]["LocalizedDto"];
            rooms?: string;
        };
        ProjectProgressDto: {
            /** Format: date */
            date: string;
            percent: number;
        };
        ProjectSummaryDto: {
            /** @description The first cover image, else the first gallery image, else "" */
            cover: string;
            /** @description The description's first 160 characters in each language */
            excerpt: components["schemas"]["LocalizedDto"];
            featured: boolean;
            id: number;
            logo: string;
            /** @description Languages some text of which is still empty while Turkish has it (contract missingLanguages) */
            missing_languages: ("tr" | "en" | "ru")[];
            /** @description Display order, lower first */
            position: number;
            /** @description The latest construction update of an ongoing project (the progress bar of its card), else null */
            progress: components["schemas"]["ProjectProgressDto"] | null;
            /** @enum {string} */
            publication?: "draft" | "published" | "scheduled";
            /** Format: date-time */
            publish_at?: string | null;
            slug: string;
            /** @enum {string} */
            status: "completed" | "ongoing" | "planned";
            subtitle: components["schemas"]["LocalizedDto"];
            title: components["schemas"]["LocalizedDto"];
            units: components["schemas"]["UnitSummaryDto"] | null;
            /** Format: date-time */
            updated_at: string;
        };
        ProjectUnitDto: {
            area: string;
            count: number;
            description: string;
            type: components["schemas"]["LocalizedDto"];
        };
        ProjectUnitInput: {
            area?: string;
            count?: number;
            description?: string;
            type?: components["schemas"]["LocalizedDto"];
        };
        ProjectUnitsDto: {
            blocks: components["schemas"]["BlockDto"][];
            counts: components["schemas"]["UnitCountsDto"];
            units: components["schemas"]["UnitDto"][];
        };
        PublicPaymentPlanDto: {
            /** @description 0 = interest-free */
            annual_rate_percent: number;
            cash_discount_percent: number;
            down_payment_percent: number;
            id: number;
            months: number;
            name: components["schemas"]["LocalizedDto"];
        };
        PublicUnitsDto: {
            blocks: components["schemas"]["BlockDto"][];
            counts: components["schemas"]["UnitCountsDto"];
            payment_plans: components["schemas"]["PublicPaymentPlanDto"][];
            units: components["schemas"]["UnitDto"][];
        };
        SaveAboutDto: {
            description: components["schemas"]["LocalizedDto"];
            image?: string;
            mission?: components["schemas"]["LocalizedDto"];
            subtitle?: components["schemas"]["LocalizedDto"];
            title: components["schemas"]["LocalizedDto"];
            vision?: components["schemas"]["LocalizedDto"];
        };
        SaveBannerDto: {
            /** @default true */
            active?: boolean;
            background_image?: string;
            link: string;
            text: components["schemas"]["LocalizedDto"];
        };
        SaveExchangeRatesDto: {
            /**
             * Format: date
             * @example 2026-11-26
             */
            as_of: string;
            /** @description TRY per 1 unit of the currency, > 0; null = not shown */
            eur?: number | null;
            /**
             * @description what the Russian pages show prices in first; unchanged when left out
             * @enum {string}
             */
            ru_currency?: "RUB" | "EUR";
            /** @description TRY per 1 unit of the currency, > 0; null = not shown */
            rub?: number | null;
            /** @description TRY per 1 unit of the currency, > 0; null = not shown */
            usd?: number | null;
        };
        SaveForeignBuyersDto: {
            /**
             * Format: date
             * @description the day the office set them; '' when none is marked
             * @example 2026-11-28
             */
            as_of?: string;
            /** @description the citizenship by investment threshold in whole US dollars; null = not marked (no badge, no filter) */
            citizenship_usd?: number | null;
            /** @description the residence permit threshold in whole US dollars; null = not marked (no badge, no filter) */
            residence_usd?: number | null;
            /** @description the office's explanation per language (each may be '') */
            text: components["schemas"]["LocalizedDto"];
        };
        SaveLeadSettingsDto: {
            ip_retention_days?: number;
            reminder_hours?: number;
            retention_days?: number;
            sales_emails?: string[];
        };
        SaveSecuritySettingsDto: {
            audit_retention_days: number;
            require_2fa_roles: ("owner" | "editor" | "sales")[];
        };
        SaveSettingsDto: {
            accent_color?: string;
            address?: components["schemas"]["LocalizedDto"];
            background_color?: string;
            /** @enum {string} */
            body_font?: "Playfair Display" | "Inter" | "Roboto" | "Open Sans" | "Lato" | "Montserrat" | "Poppins" | "Raleway" | "Merriweather" | "PT Serif";
            contact_email?: string;
            contact_phone?: string;
            contact_whatsapp?: string;
            favicon?: string;
            font_size_base?: string;
            /** @enum {string} */
            heading_font?: "Playfair Display" | "Inter" | "Roboto" | "Open Sans" | "Lato" | "Montserrat" | "Poppins" | "Raleway" | "Merriweather" | "PT Serif";
            logo?: string;
            meta_description?: components["schemas"]["LocalizedDto"];
            meta_keywords?: components["schemas"]["LocalizedDto"];
            meta_title?: components["schemas"]["LocalizedDto"];
            primary_color?: string;
            secondary_color?: string;
            site_name?: components["schemas"]["LocalizedDto"];
            social_facebook?: string;
            social_instagram?: string;
            social_linkedin?: string;
            social_twitter?: string;
            social_youtube?: string;
            text_color?: string;
        };
        SecuritySettingsDto: {
            audit_retention_days: number;
            personal_data_roles_covered: boolean;
            require_2fa_roles: ("owner" | "editor" | "sales")[];
        };
        SiteSettingsDto: {
            accent_color: string;
            address: components["schemas"]["LocalizedDto"];
            background_color: string;
            /** @enum {string} */
            body_font: "Playfair Display" | "Inter" | "Roboto" | "Open Sans" | "Lato" | "Montserrat" | "Poppins" | "Raleway" | "Merriweather" | "PT Serif";
            contact_email: string;
            contact_phone: string;
            contact_whatsapp: string;
            favicon: string;
            font_size_base: string;
            /** @enum {string} */
            heading_font: "Playfair Display" | "Inter" | "Roboto" | "Open Sans" | "Lato" | "Montserrat" | "Poppins" | "Raleway" | "Merriweather" | "PT Serif";
            id: number;
            logo: string;
            meta_description: components["schemas"]["LocalizedDto"];
            meta_keywords: components["schemas"]["LocalizedDto"];
            meta_title: components["schemas"]["LocalizedDto"];
            primary_color: string;
            secondary_color: string;
            site_name: components["schemas"]["LocalizedDto"];
            social_facebook: string;
            social_instagram: string;
            social_linkedin: string;
            social_twitter: string;
            social_youtube: string;
            text_color: string;
        };
        SliderDto: {
            active: boolean;
            cta_link: string;
            cta_text: components["schemas"]["LocalizedDto"];
            description: components["schemas"]["LocalizedDto"];
            id: number;
            image_url: string;
            /** @enum {string} */
            media_type: "image" | "video";
            media_url: string;
            order: number;
            subtitle: components["schemas"]["LocalizedDto"];
            title: components["schemas"]["LocalizedDto"];
        };
        StatusChangeDto: {
            admin_email: string;
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            from_status: "new" | "contacted" | "closed";
            /** @enum {string} */
            to_status: "new" | "contacted" | "closed";
        };
        TechnicalInfoDto: {
            description: components["schemas"]["LocalizedDto"];
            iskan_date: string;
            total_units: number;
            units: components["schemas"]["ProjectUnitDto"][];
        };
        TechnicalInfoInput: {
            description?: components["schemas"]["LocalizedDto"];
            iskan_date?: string;
            total_units?: number;
            units?: components["schemas"]["ProjectUnitInput"][];
        };
        TopRowDto: {
            /** @description the path, project slug, language, source… */
            value: string;
            views: number;
            /** @description unique visitors, summed over the days */
            visitors: number;
        };
        TotalsDto: {
            brochures: number;
            callbacks: number;
            phone_taps: number;
            units_opened: number;
            views: number;
            /** @description unique visitors per day, summed */
            visitors: number;
            whatsapp_taps: number;
        };
        TranslationProblemDto: {
            /** @description dotted path of the text, e.g. title or features.2.title */
            field: string;
            /** @description the record; the admin opens its form */
            id: number;
            /**
             * @description empty while another language has text, or a copy of an earlier language
             * @enum {string}
             */
            issue: "missing" | "copied";
            /** @enum {string} */
            lang: "tr" | "en" | "ru";
            /** @description for a construction update (type progress_update): its project's id */
            project_id?: number;
            /**
             * @description for a copy: the language it repeats
             * @enum {string}
             */
            same_as?: "tr" | "en" | "ru";
            /** @description the record's Turkish title (or its slug) */
            title: string;
            /** @enum {string} */
            type: "project" | "progress_update" | "blog_post" | "slider" | "about" | "banner" | "settings";
        };
        TranslationReportDto: {
            /** @description projects first (each followed by its construction updates), then posts, sliders, about, banner, settings */
            items: components["schemas"]["TranslationProblemDto"][];
            /** @description texts marked "böyle kalsın" whose text is still the one marked */
            kept: components["schemas"]["KeptTranslationDto"][];
            /** @description records with at least one problem */
            records: number;
            /** @description every problem found (items may stop earlier) */
            total: number;
        };
        TrashItemDto: {
            /** Format: date-time */
            deleted_at: string;
            deleted_by: string;
            id: number;
            /** Format: date-time */
            purge_at: string;
            title: string;
            /** @enum {string} */
            type: "project" | "blog_post" | "slider" | "contact_request" | "payment_plan" | "webhook";
        };
        TwoFactorChallengeDto: {
            challenge: string;
            /** @enum {boolean} */
            two_factor_required?: true;
            /** @enum {boolean} */
            two_factor_setup_required?: true;
        };
        TwoFactorCodeDto: {
            /** @description The 6-digit code of the authenticator app, or a recovery code (XXXXX-XXXXX) */
            code: string;
        };
        TwoFactorEnabledDto: {
            access_token?: string;
            recovery_codes: string[];
        };
        TwoFactorEnableDto: {
            /** @description The enrolment challenge of a sign-in; omitted with a bearer token */
            challenge?: string;
            /** @description The 6-digit code of the authenticator app, or a recovery code (XXXXX-XXXXX) */
            code: string;
        };
        TwoFactorSetupDto: {
            /** @description The enrolment challenge of a sign-in; omitted with a bearer token */
            challenge?: string;
        };
        TwoFactorSetupResponseDto: {
            otpauth_uri: string;
            qr_code: string;
            secret: string;
        };
        TwoFactorStatusDto: {
            enabled: boolean;
            recovery_codes_left: number;
            required: boolean;
        };
        TwoFactorVerifyDto: {
            /** @description The challenge the login answered */
            challenge: string;
            /** @description The 6-digit code of the authenticator app, or a recovery code (XXXXX-XXXXX) */
            code: string;
        };
        UnitChangeDto: {
            fields: components["schemas"]["UnitFieldChangeDto"][];
            /** @enum {string} */
            kind: "added" | "changed" | "removed";
            /** @example A-3-12 */
            label: string;
        };
        UnitCountsDto: {
            available: number;
            reserved: number;
            sold: number;
            total: number;
        };
        UnitDto: {
            block_id: number;
            /** @enum {string} */
            facing: "" | "N" | "NE" | "E" | "SE" | "S" | "SW" | "W" | "NW";
            /** @description 0 = ground floor, negatives = basements */
            floor: number;
            id: number;
            /** @description <block>-<floor>-<number>, e.g. B-4-12 */
            label: string;
            number: string;
            plan_key: string | null;
            /** @description Whole lira */
            price_try: number | null;
            /** @enum {string} */
            status: "available" | "reserved" | "sold";
        };
        UnitFieldChangeDto: {
            /** @description null for a removed unit */
            after: (string | number) | null;
            /** @description null for an added unit */
            before: (string | number) | null;
            /** @enum {string} */
            field: "floor" | "plan_key" | "facing" | "price_try" | "status";
        };
        UnitFieldCountsDto: {
            facing: number;
            floor: number;
            plan_key: number;
            price_try: number;
            status: number;
        };
        UnitImportDto: {
            added: number;
            blocks: number;
            /** @description The project's newest import, not undone yet */
            can_undo: boolean;
            changed: number;
            /** Format: date-time */
            created_at: string;
            id: number;
            removed: number;
            removed_blocks: number;
            /** @example 1 daire eklendi, 2 daire değişti, 94 daire silindi */
            summary: string;
            /** Format: date-time */
            undone_at: string | null;
            undone_by: string;
            units: number;
            user_name: string;
        };
        UnitSummaryDto: {
            available: number;
            total: number;
        };
        UpdateBlockDto: {
            name?: string;
            /** @description Display order, lower first */
            position?: number;
        };
        UpdateBlogPostDto: {
            /** @default Admin */
            author?: string;
            /** @default BLOG */
            category?: string;
            content?: components["schemas"]["LocalizedDto"];
            /**
             * @description YYYY-MM-DD or a full ISO timestamp
             * @example 2024-01-15T00:00:00.000Z
             */
            date?: string;
            excerpt?: components["schemas"]["LocalizedDto"];
            /** @default false */
            featured?: boolean;
            image?: string;
            meta_description?: components["schemas"]["LocalizedDto"];
            meta_title?: components["schemas"]["LocalizedDto"];
            /**
             * @default published
             * @enum {string}
             */
            publication?: "draft" | "published" | "scheduled";
            /**
             * Format: date-time
             * @description When a scheduled item goes live (ISO 8601 with a zone)
             */
            publish_at?: string | null;
            /**
             * @description Older shorthand: true = published, false = draft (publication wins)
             * @default true
             */
            published?: boolean;
            slug?: string;
            /** @description each tag in tr, en, ru; a plain string is a Turkish tag not yet translated */
            tags?: components["schemas"]["LocalizedDto"][];
            title?: components["schemas"]["LocalizedDto"];
        };
        UpdateContactDto: {
            /** @description id of the administrator (owner or sales) who calls back; null: nobody */
            assigned_to?: number | null;
            /** @description notes on the call-back, e.g. "Pazartesi geri ara" */
            notes?: string;
            /** @enum {string} */
            status?: "new" | "contacted" | "closed";
        };
        UpdatePaymentPlanDto: {
            /**
             * @description Yearly; 0 = interest-free
             * @default 0
             */
            annual_rate_percent?: number;
            /** @default 0 */
            cash_discount_percent?: number;
            /** @example 35 */
            down_payment_percent?: number;
            /**
             * @description 0 only with a 100 % down payment
             * @example 24
             */
            months?: number;
            name?: components["schemas"]["LocalizedDto"];
            /** @description Display order, lower first (default: after the others) */
            position?: number;
        };
        UpdateProgressUpdateDto: {
            /**
             * Format: date
             * @example 2026-05-31
             */
            date?: string;
            /**
             * Format: date
             * @description null or "" when not announced
             */
            expected_handover?: string | null;
            phases?: components["schemas"]["PhasePercentInput"][];
            photos?: string[];
            text?: components["schemas"]["LocalizedDto"];
            title?: components["schemas"]["LocalizedDto"];
            video_url?: string;
        };
        UpdateProjectDto: {
            architecture?: components["schemas"]["ProjectArchitectureInput"];
            architecture_image?: string;
            cover_images?: string[];
            description?: components["schemas"]["LocalizedDto"];
            featured?: boolean;
            features?: components["schemas"]["ProjectFeatureInput"][];
            gallery?: string[];
            location?: components["schemas"]["ProjectLocationInput"];
            location_image?: string;
            logo?: string;
            plans?: components["schemas"]["ProjectPlanInput"][];
            /** @description Display order, lower first */
            position?: number;
            /**
             * @default published
             * @enum {string}
             */
            publication?: "draft" | "published" | "scheduled";
            /**
             * Format: date-time
             * @description When a scheduled item goes live (ISO 8601 with a zone)
             */
            publish_at?: string | null;
            slug?: string;
            /** @enum {string} */
            status?: "completed" | "ongoing" | "planned";
            subtitle?: components["schemas"]["LocalizedDto"];
            technical_info?: components["schemas"]["TechnicalInfoInput"];
            title?: components["schemas"]["LocalizedDto"];
            video_url?: string;
        };
        UpdateSliderDto: {
            /** @default true */
            active?: boolean;
            cta_link?: string;
            cta_text?: components["schemas"]["LocalizedDto"];
            description?: components["schemas"]["LocalizedDto"];
            image_url?: string;
            /**
             * @default image
             * @enum {string}
             */
            media_type?: "image" | "video";
            media_url?: string;
            /** @default 0 */
            order?: number;
            subtitle?: components["schemas"]["LocalizedDto"];
            title?: components["schemas"]["LocalizedDto"];
        };
        UpdateUnitDto: {
            block_id?: number;
            /** @enum {string} */
            facing?: "" | "N" | "NE" | "E" | "SE" | "S" | "SW" | "W" | "NW";
            floor?: number;
            number?: string;
            plan_key?: string | null;
            /** @description Whole lira */
            price_try?: number | null;
            /** @enum {string} */
            status?: "available" | "reserved" | "sold";
        };
        UpdateUserDto: {
            current_password?: string;
            name?: string;
            password?: string;
            /** @enum {string} */
            role?: "owner" | "editor" | "sales";
        };
        UpdateWebhookDto: {
            active?: boolean;
            events?: ("contact.created" | "contact.status_changed" | "unit.status_changed" | "project.published" | "post.published")[];
            url?: string;
        };
        UploadManyResponseDto: {
            urls: string[];
        };
        UploadResponseDto: {
            /** @example /api/uploads/2025/01/0123456789abcdef01234567.jpg */
            url: string;
        };
        VersionDto: {
            /** @description The fields this save changed against the version before it */
            changed: string[];
            /** Format: date-time */
            created_at: string;
            /** @description The editable fields, as the admin form sends them */
            data: {
                [key: string]: unknown;
            };
            id: number;
            item_id: number;
            /** @description 1, 2, … per item */
            number: number;
            /** @description The version this one was restored from */
            restored_from: number | null;
            /** @enum {string} */
            type: "project" | "blog_post" | "slider" | "about" | "banner" | "settings";
            user_id: number | null;
            /** @description Empty for a version nobody saved (the state found when the history began) */
            user_name: string;
        };
        VersionSummaryDto: {
            /** @description The fields this save changed against the version before it */
            changed: string[];
            /** Format: date-time */
            created_at: string;
            id: number;
            item_id: number;
            /** @description 1, 2, … per item */
            number: number;
            /** @description The version this one was restored from */
            restored_from: number | null;
            /** @enum {string} */
            type: "project" | "blog_post" | "slider" | "about" | "banner" | "settings";
            user_id: number | null;
            /** @description Empty for a version nobody saved (the state found when the history began) */
            user_name: string;
        };
        VitalDto: {
            good: boolean;
            good_threshold: number;
            /** @enum {string} */
            metric: "LCP" | "INP" | "CLS";
            /** @description p75, the upper edge of its histogram bucket; null above the last edge */
            p75: number | null;
            samples: number;
        };
        WebhookDeliveryDto: {
            attempts: number;
            created_at: string;
            /** @enum {string} */
            event: "contact.created" | "contact.status_changed" | "unit.status_changed" | "project.published" | "post.published" | "webhook.test";
            id: number;
            last_error: string;
            /** @description when the next try is due (pending only) */
            next_attempt_at: string | null;
            response_code: number | null;
            sent_at: string | null;
            /** @enum {string} */
            status: "pending" | "sent" | "failed";
        };
        WebhookEndpointDto: {
            active: boolean;
            created_at: string;
            events: ("contact.created" | "contact.status_changed" | "unit.status_changed" | "project.published" | "post.published")[];
            /** @description deliveries given up after the last try */
            failed: number;
            id: number;
            /** @description deliveries waiting to be sent (first try or a retry) */
            pending: number;
            secret_hint: string;
            url: string;
        };
        WeekCountDto: {
            count: number;
            /** @description Monday of the week in Antalya time, YYYY-MM-DD */
            week: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    about_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AboutDto"][];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    about_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveAboutDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AboutDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    about_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveAboutDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AboutDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    analytics_summary: {
        parameters: {
            query?: {
                /** @description days up to today */
                days?: 7 | 30 | 90;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsSummaryDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    audit_list: {
        parameters: {
            query?: {
                action?: "create" | "update" | "delete" | "restore" | "publish" | "unpublish" | "purge" | "upload" | "login" | "login_failed" | "logout" | "password_change" | "password_reset" | "role_change" | "two_factor_enable" | "two_factor_disable" | "two_factor_reset" | "two_factor_recovery_code";
                /** @description first day, YYYY-MM-DD (Europe/Istanbul) */
                from?: string;
                /** @description page number, 1-based */
                page?: number;
                /** @description rows per page; more than 100 is answered with 100 */
                per_page?: number;
                /** @description true: list successful sign-ins and sign-outs too; false (default): leave them out (failed sign-ins are always listed; an action filter for login or logout lists them) */
                sign_ins?: boolean;
                /** @description last day, YYYY-MM-DD (Europe/Istanbul) */
                to?: string;
                type?: "project" | "blog_post" | "slider" | "about" | "banner" | "settings" | "contact_request" | "user" | "kvkk_notice" | "upload" | "unit" | "unit_block" | "exchange_rates" | "progress_update" | "payment_plan" | "webhook";
                /** @description administrator id */
                user_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description RFC 8288 links to the first, prev, next and last pages */
                    Link?: string;
                    /** @description Sent as "true" when a search stopped counting at 1000: X-Total-Count is a lower bound */
                    "X-Total-Capped"?: boolean;
                    /** @description rows matching the filters, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPageDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    audit_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    twofactor_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorStatusDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    twofactor_disable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorCodeDto"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    twofactor_enable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorEnableDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorEnabledDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    twofactor_setup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorSetupDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorSetupResponseDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    twofactor_verify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorVerifyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many failed attempts; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    auth_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"] | components["schemas"]["TwoFactorChallengeDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many failed attempts; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    auth_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogoutDto"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    auth_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    passwordreset_options: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetOptionsDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    passwordreset_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequestDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetRequestedDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many requests; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    passwordreset_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetConfirmDto"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    backups_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackupStatusDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    units_removeBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    units_updateBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBlockDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    units_generate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GenerateUnitsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GenerateResultDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    blog_list: {
        parameters: {
            query?: {
                featured?: boolean;
                /** @description summary: every field but content (cards and teasers) */
                fields?: "all" | "summary";
                /** @description older name of per_page (per_page wins) */
                limit?: number;
                /** @description page number, 1-based */
                page?: number;
                /** @description rows per page; more than 100 is answered with 100 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description RFC 8288 links to the first, prev, next and last pages */
                    Link?: string;
                    /** @description Sent as "true" when a search stopped counting at 1000: X-Total-Count is a lower bound */
                    "X-Total-Capped"?: boolean;
                    /** @description rows matching the filters, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostDto"][];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    blog_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBlogPostDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    blog_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description This operation takes the slug here; the path's other operations take the id. */
                id_or_slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    blog_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description This operation takes the id here; the path's other operations take the slug. */
                id_or_slug: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBlogPostDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    blog_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description This operation takes the id here; the path's other operations take the slug. */
                id_or_slug: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    analytics_collect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description BeaconBody (contract/src/analytics.ts) as JSON, at most 2048 bytes */
        requestBody: {
            content: {
                "text/plain": string;
            };
        };
        responses: {
            /** @description received (counted or not) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    contacts_list: {
        parameters: {
            query?: {
                /** @description "me": the requests assigned to the caller ("Bana atananlar"); "none": to nobody; or an administrator's id */
                assigned?: string;
                /** @description first day, YYYY-MM-DD in Antalya time, inclusive */
                from?: string;
                /** @description page number, 1-based */
                page?: number;
                /** @description rows per page; more than 100 is answered with 100 */
                per_page?: number;
                /** @description project slug; "none" for the requests about no project */
                project?: string;
                /** @description search: every word must start a word of the name, the e-mail or the phone (digits); Turkish letters match their plain forms (ayse = Ayşe) */
                q?: string;
                sort?: "-created_at" | "created_at" | "name" | "-name" | "status";
                /** @description utm_source, matched exactly; "direct" for requests with neither a utm_source nor a referrer */
                source?: string;
                status?: "new" | "contacted" | "closed";
                /** @description true: only the suspected spam (honeypot or too fast); false (default): only the others */
                suspicious?: boolean;
                /** @description last day, YYYY-MM-DD in Antalya time, inclusive */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page, newest first unless `sort` says otherwise; suspected spam only with suspicious=true */
            200: {
                headers: {
                    /** @description RFC 8288 links to the first, prev, next and last pages */
                    Link?: string;
                    /** @description Sent as "true" when a search stopped counting at 1000: X-Total-Count is a lower bound */
                    "X-Total-Capped"?: boolean;
                    /** @description rows matching the filters, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactListItemDto"][];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    contacts_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateContactDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactReceiptDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many requests from this client; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    contacts_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactRequestDetailDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    contacts_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateContactDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactRequestDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    contacts_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    contacts_clearSuspicion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactRequestDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    contacts_alerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertsStatusDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    contacts_assignees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssigneeDto"][];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    contacts_exportLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactFilters"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportLinkDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    contacts_exportCsv: {
        parameters: {
            query?: {
                /** @description "me": the requests assigned to the caller ("Bana atananlar"); "none": to nobody; or an administrator's id */
                assigned?: string;
                /** @description first day, YYYY-MM-DD in Antalya time, inclusive */
                from?: string;
                /** @description project slug; "none" for the requests about no project */
                project?: string;
                /** @description search: every word must start a word of the name, the e-mail or the phone (digits); Turkish letters match their plain forms (ayse = Ayşe) */
                q?: string;
                sort?: "-created_at" | "created_at" | "name" | "-name" | "status";
                /** @description utm_source, matched exactly; "direct" for requests with neither a utm_source nor a referrer */
                source?: string;
                status?: "new" | "contacted" | "closed";
                /** @description true: only the suspected spam (honeypot or too fast); false (default): only the others */
                suspicious?: boolean;
                /** @description last day, YYYY-MM-DD in Antalya time, inclusive */
                to?: string;
                /** @description token of POST /api/contact/export-link (instead of the bearer token) */
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UTF-8 CSV with a BOM, ";" separated, CRLF lines, Turkish headers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description neither a valid bearer token of a role that may read the list nor a valid, unused export link token for these filters */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    contacts_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactStatsDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    datarequests_erase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DataSubjectQuery"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErasureResultDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    datarequests_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DataSubjectExportQuery"];
            };
        };
        responses: {
            /** @description the requests as a JSON or CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    datarequests_log: {
        parameters: {
            query?: {
                /** @description page number, 1-based */
                page?: number;
                /** @description rows per page; more than 100 is answered with 100 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description RFC 8288 links to the first, prev, next and last pages */
                    Link?: string;
                    /** @description Sent as "true" when a search stopped counting at 1000: X-Total-Count is a lower bound */
                    "X-Total-Capped"?: boolean;
                    /** @description rows matching the filters, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataSubjectLogDto"][];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    datarequests_find: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DataSubjectQuery"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactRequestDto"][];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    exchangerates_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRatesDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    exchangerates_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveExchangeRatesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRatesDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    exchangerates_saveForeignBuyers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveForeignBuyersDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRatesDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    health_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    homes_find: {
        parameters: {
            query?: {
                /** @description TRY (default), EUR, USD or RUB: the price bounds' and answer's currency, at the office's dated rate */
                currency?: string;
                /** @description N, NE, E, SE, S, SW, W, NW, comma-separated */
                facing?: string;
                /** @description highest floor */
                floor_max?: string;
                /** @description lowest floor (0 = ground) */
                floor_min?: string;
                /** @description residence or citizenship: homes at or above the office's foreign-buyer threshold at its USD rate (422 when that threshold is not marked) */
                foreign?: string;
                /** @description YYYY-MM-DD or a quarter (2027-Q2): homes of completed projects, or of projects expected to be handed over by then */
                handover_before?: string;
                /** @description unit ids, comma-separated (the shortlist's compare page) */
                id?: string;
                /** @description 1-based, at most 100000 */
                page?: string;
                /** @description homes per page, default 24; more than 100 is answered with 100 */
                per_page?: string;
                /** @description highest price in whole units of `currency` */
                price_max?: string;
                /** @description lowest price in whole units of `currency` */
                price_min?: string;
                /** @description project slugs, comma-separated */
                project?: string;
                /** @description completed, ongoing and/or planned */
                project_status?: string;
                /** @description room counts of the plans, comma-separated (3+1 — written %2B in an address; a + read as a space is taken as +) */
                rooms?: string;
                /** @description largest area in m² */
                size_max?: string;
                /** @description smallest area in m² (85 or 85,5) */
                size_min?: string;
                /** @description price (default), size or floor; a leading - sorts descending; ties by id */
                sort?: string;
                /** @description available (default) and/or reserved */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description RFC 8288 links to the first, prev, next and last pages */
                    Link?: string;
                    /** @description Sent as "true" when a search stopped counting at 1000: X-Total-Count is a lower bound */
                    "X-Total-Capped"?: boolean;
                    /** @description rows matching the filters, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HomesPageDto"];
                };
            };
            /** @description a filter refused: {detail: [{loc: ["query", <parameter>], msg, type}]} */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    banner_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstagramBannerDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    banner_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveBannerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstagramBannerDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    banner_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveBannerDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstagramBannerDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    kvkk_current: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KvkkNoticeDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    kvkk_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KvkkNoticeDto"][];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    kvkk_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateKvkkNoticeDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KvkkNoticeDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    kvkk_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KvkkNoticeDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    paymentplans_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePaymentPlanDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPlanDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    paymentplans_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    publishing_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                type: "project" | "blog_post";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviewDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    progress_list: {
        parameters: {
            query: {
                project_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgressUpdateDto"][];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    progress_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProgressUpdateDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgressUpdateDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    progress_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProgressUpdateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgressUpdateDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    progress_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    projects_list: {
        parameters: {
            query?: {
                featured?: boolean;
                /** @description summary: ProjectSummaryDto items — the fields a list card shows, the translation state computed */
                fields?: "all" | "summary";
                limit?: number;
                /** @description page number, 1-based */
                page?: number;
                /** @description rows per page; more than 100 is answered with 100 */
                per_page?: number;
                /** @description The home page showcase: the featured projects, or the first ones by position when none is featured — at most 12, paged within them */
                showcase?: boolean;
                status?: "completed" | "ongoing" | "planned";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description With fields=summary, the items are ProjectSummaryDto */
            200: {
                headers: {
                    /** @description RFC 8288 links to the first, prev, next and last pages */
                    Link?: string;
                    /** @description Sent as "true" when a search stopped counting at 1000: X-Total-Count is a lower bound */
                    "X-Total-Capped"?: boolean;
                    /** @description rows matching the filters, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDto"][];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    projects_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProjectDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    projects_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description This operation takes the slug here; the path's other operations take the id. */
                id_or_slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    projects_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description This operation takes the id here; the path's other operations take the slug. */
                id_or_slug: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProjectDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    projects_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description This operation takes the id here; the path's other operations take the slug. */
                id_or_slug: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    units_publicUnits: {
        parameters: {
            query?: {
                /** @description one block's units only (a grid answer holds at most 2000 units; counts are the whole project's) */
                block?: number;
            };
            header?: never;
            path: {
                /** @description This operation takes the slug here; the path's other operations take the id. */
                id_or_slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicUnitsDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    units_createUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description This operation takes the id here; the path's other operations take the slug. */
                id_or_slug: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUnitDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The number is taken in that block */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    units_adminUnits: {
        parameters: {
            query?: {
                /** @description one block's units only (a grid answer holds at most 2000 units; counts are the whole project's) */
                block?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectUnitsDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    units_createBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBlockDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description A block of that name exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    paymentplans_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPlanDto"][];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    paymentplans_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaymentPlanDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentPlanDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Field errors, or the project has its most plans already */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    progress_reorder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgressOrderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgressUpdateDto"][];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    units_listImports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project's last 10 CSV imports, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitImportDto"][];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    units_exportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UTF-8 with a BOM, ";" separated: Blok;Kat;No;Plan;Cephe;Fiyat (TL);Durum */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    units_importCsv: {
        parameters: {
            query?: {
                /** @description Apply the file; without it the answer is only the preview and nothing is written */
                confirm?: "1" | "true";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description The file (UTF-8 with or without a BOM, or Windows-1254), at most 1048576 bytes */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CsvImportResultDto"];
                };
            };
            /** @description {detail: [{line, msg}]}: nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    brochure_pdf: {
        parameters: {
            query?: {
                /** @description Language of the brochure (default tr) */
                lang?: "tr" | "en" | "ru";
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Unknown language */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many brochures generated for this client; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    progress_listPublic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgressUpdateDto"][];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    health_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database and Redis (when configured) answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database or Redis does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    settings_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSettingsDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    settings_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSettingsDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    settings_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveSettingsDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSettingsDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    settings_leads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadSettingsDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    settings_saveLeads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveLeadSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadSettingsDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    securitysettings_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecuritySettingsDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    securitysettings_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveSecuritySettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecuritySettingsDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    sliders_listActive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SliderDto"][];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    sliders_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSliderDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SliderDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    sliders_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSliderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SliderDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    sliders_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    sliders_listAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SliderDto"][];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    translations_keep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeepTranslationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeptTranslationDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    translations_unkeep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    translations_missing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslationReportDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    trash_list: {
        parameters: {
            query?: {
                /** @description page number, 1-based */
                page?: number;
                /** @description rows per page; more than 100 is answered with 100 */
                per_page?: number;
                type?: "project" | "blog_post" | "slider" | "contact_request" | "payment_plan" | "webhook";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description RFC 8288 links to the first, prev, next and last pages */
                    Link?: string;
                    /** @description Sent as "true" when a search stopped counting at 1000: X-Total-Count is a lower bound */
                    "X-Total-Capped"?: boolean;
                    /** @description rows matching the filters, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrashItemDto"][];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    trash_destroy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                type: "project" | "blog_post" | "slider" | "contact_request" | "payment_plan" | "webhook";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    trash_restore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                type: "project" | "blog_post" | "slider" | "contact_request" | "payment_plan" | "webhook";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    units_undoImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project's units as they were before the import */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CsvImportResultDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Already undone, or a newer import came after it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    units_bulkStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkStatusResultDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    units_removeUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    units_updateUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUnitDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    uploads_uploadOne: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResponseDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many bytes (or, for an image, pixels) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not a file of a kind the route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No file sent */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    uploads_uploadMany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    files: string[];
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadManyResponseDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many bytes (or, for an image, pixels) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not a file of a kind the route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No file sent */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    uploads_uploadVideo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResponseDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Too many bytes (or, for an image, pixels) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Not a file of a kind the route takes */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No file sent */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    users_list: {
        parameters: {
            query?: {
                /** @description page number, 1-based */
                page?: number;
                /** @description rows per page; more than 100 is answered with 100 */
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description RFC 8288 links to the first, prev, next and last pages */
                    Link?: string;
                    /** @description Sent as "true" when a search stopped counting at 1000: X-Total-Count is a lower bound */
                    "X-Total-Capped"?: boolean;
                    /** @description rows matching the filters, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDto"][];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    users_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUserDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    users_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    users_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    twofactor_reset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    versions_list: {
        parameters: {
            query: {
                /** @description Required for project, blog_post and slider */
                id?: number;
                /** @description page number, 1-based */
                page?: number;
                /** @description rows per page; more than 100 is answered with 100 */
                per_page?: number;
                type: "project" | "blog_post" | "slider" | "about" | "banner" | "settings";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description RFC 8288 links to the first, prev, next and last pages */
                    Link?: string;
                    /** @description Sent as "true" when a search stopped counting at 1000: X-Total-Count is a lower bound */
                    "X-Total-Capped"?: boolean;
                    /** @description rows matching the filters, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionSummaryDto"][];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    versions_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    versions_restore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new version the restore made */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionSummaryDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The item is in the trash or deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    webhooks_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"][];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    webhooks_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    webhooks_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    webhooks_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    webhooks_deliveries: {
        parameters: {
            query?: {
                /** @description page number, 1-based */
                page?: number;
                /** @description rows per page; more than 100 is answered with 100 */
                per_page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description RFC 8288 links to the first, prev, next and last pages */
                    Link?: string;
                    /** @description Sent as "true" when a search stopped counting at 1000: X-Total-Count is a lower bound */
                    "X-Total-Capped"?: boolean;
                    /** @description rows matching the filters, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDto"][];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Refused fields: `{detail: [{loc, msg, type}]}` */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
    webhooks_test: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDto"];
                };
            };
            /** @description No valid bearer token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description The caller's role may not use this route (or send these fields) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
            /** @description Any other error: a malformed or too large request (400, 413), too many requests (429), a server error (500) */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDto"];
                };
            };
        };
    };
}
