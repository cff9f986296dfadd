/**
 * The API's types, generated from its OpenAPI document (/api/docs/json) by openapi-typescript:
 * `npm run api:types` writes this file (the build does too); a test fails while it differs from
 * what the served document gives. Do not edit.
 */
export interface paths {
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the current user's name
         * @description Changes the current user’s name; answers the current user as get-auth-user does.
         */
        put: operations["updateMyName"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the whole account as one ZIP
         * @description Every table as CSV and JSON lines, every uploaded file, a manifest and a README, as one ZIP that `npm run restore` rebuilds an empty Fieldbook from.
         */
        get: operations["exportAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the language the app shows the current user
         * @description Stores the language the app shows the current user; answers the current user.
         */
        put: operations["updateMyLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the current user's password
         * @description Changes the current user’s password. The current password is required; other sessions end.
         */
        put: operations["changeMyPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every change across the company, a page at a time
         * @description Every change across the company, newest first, 25 a page; filters: person (user_id), kind of record (entity), action, date range (YYYY-MM-DD, whole days in APP_TIMEZONE). Nothing is ever dropped from the log.
         */
        get: operations["listActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/app-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the login field and time zone the web app needs */
        get: operations["getAppConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List application records of finished reports, a page at a time
         * @description Application records of finished reports as submitted, newest first, 25 a page; filters: date range (YYYY-MM-DD, inclusive), state, county (exact, any case), product, applicator, restricted-use only.
         */
        get: operations["listApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an application record with its corrections
         * @description One application record as frozen on submit, with every correction since.
         */
        get: operations["getApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/{id}/correct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Correct an application record for a state filing
         * @description Corrects a finished report's record for a state filing (address parts, amount and unit, EPA number, site code, target pests, date and start time) with a note saying why; the correction is kept with what each part said before, and a correction that changes nothing is refused.
         */
        post: operations["correctApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/applications/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the products and applicators to filter applications by
         * @description What the Applications list filters by: every product (not deleted) and every user who applied something listed, by name (at most 2000 of each).
         */
        get: operations["listApplicationFilterOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset link by mail
         * @description Mails a one-time link (1 hour) to the account with this email or username, if there is a live, active one. The answer is the same either way; 429 after 10 requests from one address in 15 minutes.
         */
        post: operations["requestPasswordReset"];
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
        /** Log in and start a session */
        post: operations["logIn"];
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
        /** Log out, ending the current session */
        post: operations["logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link's token
         * @description Sets a new password with the token of a reset link, once; every session of the account ends. 410 for an unknown, expired or used link. It does not log in.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chem-tree/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the tree of live chemical categories alone
         * @description The tree of live categories alone, in the shape of get-chemicals: the category picker of the chemical form.
         */
        get: operations["getChemicalCategoryTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chem-tree/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the children of a chemical category, a page at a time
         * @description One page (100) of the live children of a category (`parent_id`; 0 or none: the top of the tree), categories first, then by name, each with how many children it holds. For the chemicals screen.
         */
        get: operations["listChemicalChildren"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chem-tree/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search chemicals and categories by name
         * @description The first 100 live chemicals and categories whose name holds `search` (`matches`) and every category above them, in the order of the tree.
         */
        get: operations["searchChemicals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a chemical or category */
        post: operations["createChemical"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chems/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a chemical or category */
        get: operations["getChemical"];
        /** Update a chemical or category */
        put: operations["updateChemical"];
        post?: never;
        /**
         * Soft-delete a chemical or an empty category
         * @description Soft-deletes a chemical or an empty category (409 while it holds anything).
         */
        delete: operations["deleteChemical"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chems/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the safety document of a chemical
         * @description Streams the document, inline for the viewer or, with ?download=1, as an attachment.
         */
        get: operations["downloadChemicalDocument"];
        /**
         * Upload or replace the safety document of a chemical
         * @description Sets or replaces the document (multipart field "file"): a PDF or an image, at most 20 MB, checked by its content.
         */
        put: operations["uploadChemicalDocument"];
        post?: never;
        /** Remove the safety document of a chemical */
        delete: operations["deleteChemicalDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the business's name, address and state licences
         * @description The business as its records name it, with its licence in each state, sorted by state.
         */
        get: operations["getCompanySettings"];
        /**
         * Save the business's name, address and state licences
         * @description Saves the business and its licences as sent, in one transaction: a state left out loses its licence (soft-deleted, kept in the audit log). Answers the saved settings.
         */
        put: operations["updateCompanySettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the states with a Compliance page and the filings due
         * @description The states with a Compliance page (licensed California, New York, Texas; the federal register) and, for California and New York, the previous filing when it is overdue (`overdue`), then the next one due, whether made (after its period ended), and how many problems remain; the day is today in APP_TIMEZONE.
         */
        get: operations["listFilingsDue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/filings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a state's filings, a page at a time
         * @description A state's filing log, newest first, 25 a page; `changes` counts the records of a filing's period added, removed and corrected since it was made (any: out of date, make a new version), `draft` says it was made before its period ended, `verification_code` is its code in the ledger.
         */
        get: operations["listFilings"];
        put?: never;
        /**
         * Make a state filing for a period and keep it
         * @description Makes a filing and keeps it: refused (409) while the readiness list has problems unless `force`, which is logged with their count.
         */
        post: operations["createFiling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/filings/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the file of a filing as it was made
         * @description The file of a filing, byte for byte as it was made; `X-Content-SHA256` is its logged hash.
         */
        get: operations["downloadFilingFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/readiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the problems a state filing for a period would have
         * @description Everything that would make the state's filing for the period wrong, record by record (the first 500, and the total). California takes a whole month, New York a whole year; `US` is the federal register. `closed`: the period has ended on the office calendar (until then a file made is a draft).
         */
        get: operations["getFilingReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/register-places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the locations a register can be narrowed to
         * @description What a register can be narrowed to: the state's locations (every state's for `US`) with their customer, by customer then name, at most 2000.
         */
        get: operations["listRegisterPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/corrective-actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List corrective actions, a page at a time
         * @description Corrective actions, newest first, 25 a page: `status` (one or several, comma-separated: open, in_progress, done, verified), `assignee_id`, `location_id`, `overdue=1` (open or in progress and due before today in APP_TIMEZONE).
         */
        get: operations["listCorrectiveActions"];
        put?: never;
        /**
         * Create a corrective action by hand
         * @description A new open action by hand, on a live location (`location_id`) or on a report (`report_id`: its location and job). The assignee is an active user of any role.
         */
        post: operations["createCorrectiveAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/corrective-actions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a corrective action */
        get: operations["getCorrectiveAction"];
        put?: never;
        post?: never;
        /**
         * Move a corrective action to the Trash
         * @description Moves the action to the Trash (restorable for 30 days).
         */
        delete: operations["deleteCorrectiveAction"];
        options?: never;
        head?: never;
        /**
         * Update a corrective action
         * @description Changes any part of an action. Done needs a closing note and stamps who closed it; verified only from done (409), stamping who verified; back to open or in progress clears both stamps.
         */
        patch: operations["updateCorrectiveAction"];
        trace?: never;
    };
    "/api/corrective-actions/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the closing photo of a corrective action
         * @description The closing photo, to whoever may read the action.
         */
        get: operations["getCorrectiveActionPhoto"];
        put?: never;
        /**
         * Upload the closing photo of a corrective action
         * @description Stores the closing photo (multipart field "file", PNG or JPEG, at most 10 MB), replacing any earlier one. Office staff for any action; a Technician while they have a report in progress at its location, for an action still open or closed by them.
         */
        post: operations["uploadCorrectiveActionPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/corrective-actions/assignable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the people a corrective action may be assigned to
         * @description Whom an action may be assigned to: active users of any role, 25 a page by name, searched by name or email (`search`). Supervisors assign too, and the users list is Admins only.
         */
        get: operations["listCorrectiveActionAssignees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/corrective-actions/overdue-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the corrective actions past their due date
         * @description How many actions are open or in progress past their due date (today in APP_TIMEZONE).
         */
        get: operations["countOverdueCorrectiveActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the office's dashboard figures for today
         * @description Reports by status this week, finished per week (12 weeks), active jobs without a report this month, expiring certifications (Admins) and chemical use per month (12 months), for today in APP_TIMEZONE.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delete-group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Soft-delete a group
         * @description Soft-deletes a group. The id comes as {params: {id}}, {id} or ?id=.
         */
        post: operations["deleteGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delete-job/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Soft-delete a job
         * @description Soft-deletes a job. The spec also sends the id in the body; it must match the path.
         */
        post: operations["deleteJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delete-location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Soft-delete a location without active jobs
         * @description Soft-deletes a location; refused (409) while it has active jobs. The id comes as {params: {id}}, {id} or ?id=.
         */
        post: operations["deleteLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delete-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Soft-delete several reports by id
         * @description Soft-deletes the reports whose ids come as a comma-joined string, all in one transaction: one unknown or already deleted id refuses the call (404) and deletes nothing.
         */
        post: operations["deleteReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delete-template/{id}": {
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
         * Soft-delete a template no report uses
         * @description Soft-deletes a template; refused with 409 and used_count while reports (any status) use it.
         */
        delete: operations["deleteTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delete-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Soft-delete a user
         * @description Soft-deletes a user. The id comes as {params: {id}}, {id} or ?id=.
         */
        post: operations["deleteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the device types
         * @description The device types not deleted, by name, each with how many devices are of it.
         */
        get: operations["listDeviceTypes"];
        put?: never;
        /**
         * Create a device type
         * @description A new type. Names are unique without regard to case (409 device.typeNameTaken); a type that counts captures names at least one pest.
         */
        post: operations["createDeviceType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/device-types/{id}": {
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
         * Move an unused device type to the Trash
         * @description Moves an unused type to the Trash. A type any device has (in place or removed) stays: 409 device.typeInUse naming how many locations have such devices.
         */
        delete: operations["deleteDeviceType"];
        options?: never;
        head?: never;
        /**
         * Update a device type
         * @description Changes any part of a type; devices of it record the new findings from then on.
         */
        patch: operations["updateDeviceType"];
        trace?: never;
    };
    "/api/devices/{id}": {
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
         * Update a device in place
         * @description Changes a device in place (its number never changes); `place: null` takes it off the plan. A removed device refuses (409 device.removed).
         */
        patch: operations["updateDevice"];
        trace?: never;
    };
    "/api/devices/{id}/inspections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a device's inspections, a page at a time
         * @description A device's inspections from reports not deleted, newest first, 25 a page; a removed device keeps them.
         */
        get: operations["listDeviceInspections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a device out of service
         * @description Takes a device out of service from `removed_on` (not before it was installed). It is never deleted: its number stays taken and its findings stay in the history and trends.
         */
        post: operations["removeDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List certifications and licences that expired or expire soon
         * @description Certifications and company licences that have expired or expire within `days` (60) of today in APP_TIMEZONE, soonest first or by `sort` (expires, whose, state, number, category; `-` before it for descending), 25 a page.
         */
        get: operations["listExpiringCertifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the filtered activity log as CSV or XLSX
         * @description Every activity row the list's own filters select (its query parameters; every page), in the list's order, streamed as CSV (UTF-8 with BOM) or XLSX (`format`). X-Total-Count: the total when exact.
         */
        get: operations["exportActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the filtered application records as CSV or XLSX
         * @description Every applications row the list's own filters select (its query parameters; every page), in the list's order, streamed as CSV (UTF-8 with BOM) or XLSX (`format`). X-Total-Count: the total when exact.
         */
        get: operations["exportApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/chemicals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the chemicals, or those found, as CSV or XLSX
         * @description Every chemicals row the list's own filters select (its query parameters; every page), in the list's order, streamed as CSV (UTF-8 with BOM) or XLSX (`format`). X-Total-Count: the total when exact.
         */
        get: operations["exportChemicals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the filtered groups list as CSV or XLSX
         * @description Every groups row the list's own filters select (its query parameters; every page), in the list's order, streamed as CSV (UTF-8 with BOM) or XLSX (`format`). X-Total-Count: the total when exact.
         */
        get: operations["exportGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the filtered jobs list as CSV or XLSX
         * @description Every jobs row the list's own filters select (its query parameters; every page), in the list's order, streamed as CSV (UTF-8 with BOM) or XLSX (`format`). X-Total-Count: the total when exact.
         */
        get: operations["exportJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the filtered locations list as CSV or XLSX
         * @description Every locations row the list's own filters select (its query parameters; every page), in the list's order, streamed as CSV (UTF-8 with BOM) or XLSX (`format`). X-Total-Count: the total when exact.
         */
        get: operations["exportLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the filtered mail log as CSV or XLSX
         * @description Every mail row the list's own filters select (its query parameters; every page), in the list's order, streamed as CSV (UTF-8 with BOM) or XLSX (`format`). X-Total-Count: the total when exact.
         */
        get: operations["exportMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the filtered reports list as CSV or XLSX
         * @description Every reports row the list's own filters select (its query parameters; every page), in the list's order, streamed as CSV (UTF-8 with BOM) or XLSX (`format`). X-Total-Count: the total when exact.
         */
        get: operations["exportReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the filtered templates list as CSV or XLSX
         * @description Every templates row the list's own filters select (its query parameters; every page), in the list's order, streamed as CSV (UTF-8 with BOM) or XLSX (`format`). X-Total-Count: the total when exact.
         */
        get: operations["exportTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the filtered users list as CSV or XLSX
         * @description Every users row the list's own filters select (its query parameters; every page), in the list's order, streamed as CSV (UTF-8 with BOM) or XLSX (`format`). X-Total-Count: the total when exact.
         */
        get: operations["exportUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/field/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the types a task field can have */
        get: operations["listFieldTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-auth-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the logged-in user */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-chemicals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the whole tree of live chemicals and categories
         * @description The whole tree of live chemicals and categories under a root (chemTree), and every node by id (chemsLookup).
         */
        get: operations["getChemicalTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-groups-filtered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List groups, a page at a time
         * @description One page (25) of groups; the total is in the X-Total-Count header.
         */
        get: operations["listGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-jobs-filtered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List jobs, a page at a time
         * @description One page (25) of jobs, newest first. `id` (a user), `group_id` and `location_id` narrow it to those jobs and name them in the answer; `filter` matches name, category, location name or address. A Supervisor always gets the jobs assigned to them.
         */
        get: operations["listJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-locations-filtered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List locations, a page at a time
         * @description One page (25) of locations, sorted by name, filtered on name or address; the total is in the X-Total-Count header.
         */
        get: operations["listLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-reports-filtered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reports, a page at a time
         * @description One page (25) of reports, newest start first, and the total. `filter` matches the template (report) name or the job category, `job_filter` the job name; `start_date` and `end_date` (YYYY-MM-DD) are whole days in APP_TIMEZONE; `mine=1` keeps the current user’s own; `result=pass|fail` keeps the passed or failed ones, `flagged=1` those with a flagged answer; `status=2,3` those of any of the statuses, `user_id` one technician’s; `sort` is one of the columns (`-` first for descending). A Technician gets only their own.
         */
        get: operations["listReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-templates-filtered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List templates, a page at a time
         * @description One page (25) of templates, newest first, and the total.
         */
        get: operations["listTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-users-filtered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users, a page at a time
         * @description One page (25) of users; the total is in the X-Total-Count header.
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a group
         * @description Creates a group. A name another live group has is a 409 naming the field.
         */
        post: operations["createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a group */
        get: operations["getGroup"];
        /** Update a group */
        put: operations["updateGroup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/assign/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a user to a group */
        post: operations["addGroupMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/assignees-available-users/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a group's members and the users who may join it
         * @description users: one page (25) of the active users not in the group (for the select), by name, searched by name or email (`search`); assignees: its members.
         */
        get: operations["listGroupMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/deassign/{groupId}": {
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
         * Take a user out of a group
         * @description Takes a user out of the group; user_id comes in the body.
         */
        delete: operations["removeGroupMember"];
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
        /** Check that the server and its database answer */
        get: operations["checkHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/history/{entity}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the changes of a record, a page at a time
         * @description A record's changes and those of the rows it is edited through, newest first, 25 a page: who, when, the action and each changed field before and after, readable (names for ids, dates in APP_TIMEZONE, no password hashes). Entities: users, groups, locations, jobs, templates, chemicals, reports, applications; another name is a 404.
         */
        get: operations["listRecordHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List past imports, a page at a time
         * @description Past imports, newest first or by `sort` (a column, `-column` descending), 25 a page; the total is in the X-Total-Count header.
         */
        get: operations["listImports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{kind}/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import every row of a file in one transaction
         * @description Writes every row of the file in one transaction, or nothing: any refused row answers 409 naming the rows.
         */
        post: operations["applyImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{kind}/dry-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show what an import would do, row by row, writing nothing
         * @description What the file would do, row by row (create, update or refuse, and why); writes nothing.
         */
        post: operations["previewImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/{kind}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a CSV or XLSX file to import
         * @description Uploads a CSV (UTF-8, with or without BOM) or XLSX file (multipart field "file", at most 10 MB and 20,000 rows) to import; answers its headings, a few rows and the mapping to offer. The file is kept for the dry run and the apply.
         */
        post: operations["uploadImportFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/imports/undo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a whole import within 30 days
         * @description Takes a whole import back within 30 days, once: created records go to the Trash, updated ones get their earlier values.
         */
        post: operations["undoImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a job */
        post: operations["createJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a job */
        get: operations["getJob"];
        /** Update a job */
        put: operations["updateJob"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{id}/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a job with its location, customer and assignees
         * @description The job with its status, its location and customer (name, phone, e-mail) and its assignees. A Supervisor reads only a job assigned to them (another answers 404).
         */
        get: operations["getJobOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{id}/recurrence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a job's repeat rule and visit window
         * @description The job's repeat rule and visit window; null: visits are made by hand. Supervisors: their own jobs.
         */
        get: operations["getJobRecurrence"];
        /**
         * Set a job's repeat rule, replacing untouched future visits
         * @description Sets the repeat rule and window. Future visits nobody touched are replaced by the new rule’s (`removed`, `generated`); done, skipped, started, moved, reported and past ones stay.
         */
        put: operations["setJobRecurrence"];
        post?: never;
        /**
         * Remove a job's repeat rule and its untouched future visits
         * @description Removes the repeat rule and the future visits nobody touched (`removed`).
         */
        delete: operations["deleteJobRecurrence"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/{id}/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a job's visits, a page at a time
         * @description A job’s visits, 25 a page with the total: `when=coming` (from today in APP_TIMEZONE, soonest first) or `past` (before today, latest first). Supervisors read their own jobs’.
         */
        get: operations["listJobVisits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/assign/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign a user to a job */
        post: operations["addJobAssignee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/assignees-available-users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a job's assignees and the users who may be assigned
         * @description One page (25) of the users who may still be assigned to the job, by name, searched by name or email (`search`), and all its assignees.
         */
        get: operations["listJobAssignees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List category suggestions for the job form
         * @description Category suggestions for the job form, from the most recent jobs.
         */
        get: operations["listJobCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/deassign/{id}": {
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
         * Remove an assignee from a job
         * @description Removes an assignee; user_id in the body (as the spec sends it) or as ?user_id=.
         */
        delete: operations["removeJobAssignee"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a location */
        post: operations["createLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a location */
        get: operations["getLocation"];
        /** Update a location */
        put: operations["updateLocation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/{id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a location's contacts */
        get: operations["listLocationContacts"];
        /**
         * Replace a location's contacts
         * @description Replaces the location’s contacts with those sent; `receives_reports` ones get each finished report by e-mail.
         */
        put: operations["replaceLocationContacts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/{id}/device-labels.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the label sheet of a location's devices as a PDF
         * @description The label sheet (Avery 5160 on Letter: 3 x 10 labels of 1" x 2-5/8"): a QR code, the number, type, zone and location on each. The devices in place by number, or those of `ids`; 409 device.labelsNone when there are none.
         */
        get: operations["downloadDeviceLabelsPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/{id}/device-trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the activity of a location's devices per month
         * @description Activity per device, zone and pest per month (YYYY-MM in APP_TIMEZONE) from the inspections of reports not deleted, `from`–`to` as whole days in APP_TIMEZONE, at most 5 years; a device whose highest visit reaches `threshold` is above_threshold.
         */
        get: operations["getDeviceTrends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/{id}/device-trends.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a location's device trend report as a PDF
         * @description The trend report PDF of the same range: site plans with each device coloured by its peak activity, charts per month, the findings table and the corrective notes and actions.
         */
        get: operations["downloadDeviceTrendReportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/{id}/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a location's devices
         * @description The devices of a location by number: `active` = active, removed or all (default).
         */
        get: operations["listDevices"];
        put?: never;
        /**
         * Create a device at a location
         * @description A new device. Its number is used once at the location for ever, by a device in place or removed (409 device.numberTaken); `place` is on a plan of the same location.
         */
        post: operations["createDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/{id}/devices/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a numbered range of devices at a location
         * @description Devices numbered `from` to `to` (at most 500), all of one type and zone: all of them, or none when a number is taken (409 device.numbersTaken naming them).
         */
        post: operations["createDeviceRange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/{id}/share-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the share links to a location's page of finished reports
         * @description The links to the location's page of finished reports, newest first, with their state and openings.
         */
        get: operations["listLocationShareLinks"];
        put?: never;
        /**
         * Create a share link to a location's page of finished reports
         * @description A new link to the location's page of finished reports, ending after `days` (SHARE_LINK_DAYS when left out). The answer is the only time its address is shown: only its SHA-256 is kept. A report must be finished (409).
         */
        post: operations["createLocationShareLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/{id}/site-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a location's site plans
         * @description The site plans of a location, in the order they were added.
         */
        get: operations["listSitePlans"];
        put?: never;
        /**
         * Upload a site plan image for a location
         * @description Adds a plan: multipart with a `name` field (sent before the file; default: the file name without its extension) and the `file`, PNG or JPEG of at most 20 MB and 40 megapixels (else 400 device.planTooManyPixels). Its width and height are read from the image; an image that cannot be read is refused (400 device.planImage). A copy for screens is made at once.
         */
        post: operations["uploadSitePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/zip-county": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the county a ZIP code is usually in
         * @description The county the Census Bureau puts a ZIP in (its ZIP Code Tabulation Area), for the location form to warn of a county the ZIP is not usually in; `county` is null for a ZIP it does not map in that state.
         */
        get: operations["getZipCounty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sent and waiting mail, a page at a time
         * @description Every mail Fieldbook sent or keeps, newest first, 25 a page: `status` (outbox, queued, sent, failed; queued includes the one being sent), `kind` (report, password-reset, test), `filter` (text in a recipient or the subject). `sending` says whether SMTP_URL is set; without it new mail stays in the outbox, here.
         */
        get: operations["listMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a mail with its recipients, text and every try
         * @description One mail: recipients, subject, text, status and every try with the server’s answer. The links of a Super Admin’s password reset are withheld from other Admins.
         */
        get: operations["getMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the current user's visits for a day
         * @description The visits the current user is on for `day` (default: today in APP_TIMEZONE), in time order; on today, the overdue ones (earlier, scheduled or in progress) too.
         */
        get: operations["listMyVisits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the active jobs assigned to the current user
         * @description The active jobs assigned to the current user.
         */
        get: operations["listMyJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a report on a job from a template
         * @description Starts a report (status In Progress, by the current user) on an active job they are assigned to (Admins: any active job), from an active template whose tasks and fields are copied now. A user has one report in progress per job: another start is a 409 with `openReportId`. `visit_id`: the visit it is started from (of this job, not skipped or done); without it, the user’s open visit of the job today, else a new visit for today. The visit becomes in progress.
         */
        post: operations["startReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a report with its tasks, fields and answers
         * @description The report with its snapshot tasks, fields and answers. A Technician reads only their own.
         */
        get: operations["getReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save answers of an in-progress report
         * @description Saves answers `{answers: [{field_id, value}]}` of an in-progress report of ones own; an empty value clears the field. A negative field_id is a flagged answer’s follow-up `{note?, photos?}` (issue 16). Any invalid answer refuses the call with a message per field (`answers.<field_id>`). Stores the score.
         */
        put: operations["saveReportAnswers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/corrective-actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a report's corrective actions and the open ones at its location
         * @description The actions made from this report, and the other open (or in progress) actions at its location.
         */
        get: operations["listReportCorrectiveActions"];
        put?: never;
        /**
         * Create a corrective action from a report
         * @description A new action at the report’s location and job: by hand, or from a flagged answer (`field_id`: the question and answer are copied from the report; one action per answer, 409 with `id` of the existing one).
         */
        post: operations["createReportCorrectiveAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/corrective-actions/{actionId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a corrective action from a report
         * @description Closes (done, with a note) an action made from this report or at its location; 409 when it is already done or verified.
         */
        post: operations["closeReportCorrectiveAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a finished report as a PDF
         * @description The finished report as a PDF attachment; 409 unless it is finished.
         */
        get: operations["downloadReportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a signature or photo image for a report field
         * @description Stores a PNG or JPEG (multipart field "file", at most 10 MB) for a signature or photo field (`?field_id=`) of an in-progress report of ones own, or for a choice field whose flagged answers require a photo (its follow-up). The answer then names it by file id.
         */
        post: operations["uploadReportFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a signature or photo image of a report
         * @description A signature or photo image of a report the current user may read.
         */
        get: operations["getReportFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a submitted report, locking it and mailing it out
         * @description Submitted → Finished, by a Supervisor or an Admin; the report is locked from then on, and mailed to the location’s report recipients.
         */
        post: operations["finishReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a finished report for the print page
         * @description The report for the print page, without the tasks and fields its rules hide; 409 unless it is finished.
         */
        get: operations["getReportForPrint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return a submitted report to its technician with a reason
         * @description Submitted → In Progress with a reason the technician reads, by a Supervisor or an Admin.
         */
        post: operations["returnReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a finished report to its recipients or to other addresses
         * @description Mails the finished report: without `to` to the location’s report recipients again, with it to those addresses. Each address gets its own mail and share link. Answers the send log.
         */
        post: operations["sendReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/sends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the mails of a report with their state
         * @description Every mail of the report, newest first, with its state.
         */
        get: operations["listReportSends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/share-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the share links to a report
         * @description The links to the report, newest first, with their state and openings.
         */
        get: operations["listReportShareLinks"];
        put?: never;
        /**
         * Create a share link to a finished report
         * @description A new link to the report, ending after `days` (SHARE_LINK_DAYS when left out). The answer is the only time its address is shown: only its SHA-256 is kept. A report must be finished (409).
         */
        post: operations["createReportShareLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an in-progress report for review
         * @description In Progress → Submitted, by the report’s own user, when every shown required field has an answer (otherwise 400 naming the missing fields) and every shown flagged answer has the note, photo or corrective action its question requires (otherwise 400 `checklist.followupsMissing`), and a shown Device inspection field with full coverage names every device in place (otherwise 400 `device.coverage`). Stores the score and copies the device findings to the trends.
         */
        post: operations["submitReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/chemicals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the chemicals a report's application answer can name
         * @description Every live chemical with its category path, for a chemical application answer.
         */
        get: operations["listReportChemicalOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/delete-matching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Soft-delete every report the reports list's filters select
         * @description Soft-deletes every report the reports list's filters select (the list's own query parameters as the body; `page` ignored) in one transaction and answers their ids; more than 100,000 refuses the call (400). `count` is how many the user confirmed: when the filters now select another number, nothing is deleted (409 `report.matchingChanged`). With no filter, `all: true` and `count` are required (400 `report.deleteAllUnconfirmed`).
         */
        post: operations["deleteMatchingReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore reports deleted in bulk
         * @description Restores the given deleted reports (the Undo of a bulk delete) in one transaction: one that cannot be restored (not deleted, or deleted over 30 days ago) refuses the call (404) and restores nothing.
         */
        post: operations["restoreReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/technicians": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the technicians the reports list filters by
         * @description The reports list’s technician filter: active Technicians and Supervisors (who fill reports), 25 a page by name, searched by name or email (`search`). The users list is Admins only.
         */
        get: operations["listReportTechnicians"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the templates a report can be started from
         * @description The active templates with at least one field, to start a report from.
         */
        get: operations["listReportStartTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/waiting-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count the submitted reports waiting for review
         * @description How many Submitted reports wait for review: those the caller’s reports list shows with `status=2` (the navigation’s "Waiting for review" badge). Supervisors and Admins.
         */
        get: operations["countReportsWaitingForReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the visits of a range of days, lane by lane
         * @description The days `from`..`to` (at most 62): one lane per active Technician and per anyone else on a visit of those days, and every visit of live jobs then. Supervisors see their own jobs’ visits. `technician`: only the lanes whose name holds it, their visits and the unassigned ones.
         */
        get: operations["getSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search everything the current user may open
         * @description Locations (name, address), customers (a location’s customer name; opens the location), jobs (name, category, number), reports (number, job’s name), users (name, e-mail), templates and chemicals (name), at most `limit` (1–20, default 5) of each kind, grouped by kind: only what the person may open (Technicians their assigned jobs, own reports and chemicals; Supervisors no users, their own jobs and their reports). `q` is trimmed, 1–100 characters; names are matched from 3 characters, and `123` or `#123` also finds the job and the report of that number. Each result’s `to` is the web page.
         */
        get: operations["searchEverything"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/share-links/{id}/openings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the openings of a share link, a page at a time
         * @description Every opening of the link (time, address, browser, what), newest first, 25 a page.
         */
        get: operations["listShareLinkOpenings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/share-links/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a share link now
         * @description Ends the link now; it answers 410 from then on. Revoking a revoked link changes nothing.
         */
        post: operations["revokeShareLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get what a share link opens: a report or a location's reports
         * @description What the link opens: its finished report, read-only, or (a location’s link) the location and its finished reports, newest first, 25 a page. 404 for an unknown link, 410 once it has expired or was revoked.
         */
        get: operations["getSharedView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared/{token}/documents/{chemicalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the safety document of a chemical in a shared report
         * @description The safety document of a chemical applied in the shared report, as an attachment (a location’s link names the report: `?report=`); 404 for any other chemical.
         */
        get: operations["downloadSharedChemicalDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared/{token}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a signature or photo of a shared report
         * @description A signature or photo the shared report answers with (a location’s link names the report: `?report=`).
         */
        get: operations["getSharedReportFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared/{token}/reports/{reportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a finished report of a location's share link
         * @description A finished report of a location’s link; 404 for any other report.
         */
        get: operations["getSharedReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shared/{token}/reports/{reportId}/site-plans/{planId}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a site plan image of a shared report's location
         * @description A site plan of the shared report’s location (issue 17), as the report shows it: the copy for screens (a JPEG of at most 2,560 pixels a side); 404 for any other plan.
         */
        get: operations["getSharedSitePlanImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site-plans/{id}": {
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
         * Delete a site plan, taking its devices off it
         * @description Deletes a plan; the devices placed on it lose their place (in the same change).
         */
        delete: operations["deleteSitePlan"];
        options?: never;
        head?: never;
        /**
         * Rename a site plan
         * @description Renames a plan.
         */
        patch: operations["renameSitePlan"];
        trace?: never;
    };
    "/api/site-plans/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a site plan's image
         * @description The plan's image: a JPEG of at most 2,560 pixels a side for screens, or with `size=original` the image as uploaded. Office staff for any plan; a Technician for a location where they are assigned to a job or have a report (else 404, as for a plan that does not exist).
         */
        get: operations["getSitePlanImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/template/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a task to a template */
        post: operations["createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/template/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tasks of a template (the spec’s path)
         * @deprecated
         * @description GET /api/templates/{id}/tasks under the spec’s path, kept for its client: here `id` is a template’s, where every other method of this path takes a task’s.
         */
        get: operations["listTemplateTasksLegacy"];
        put?: never;
        post?: never;
        /**
         * Delete a task and its fields
         * @description Deletes a task and its fields for good; reports keep their own snapshot. Refused (409, checklist.ruleInUse) while another task's or field's rule looks at one of its fields.
         */
        delete: operations["deleteTask"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/template/tasks/{id}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update a task */
        put: operations["updateTask"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/template/tasks/{id}/field-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder a task's fields
         * @description Drag and drop: every field id of the task in the new order; weights become 10, 20, 30…. Answers the task's fields. Refused (409, checklist.ruleMoved) when a rule would look at a later question.
         */
        put: operations["reorderTaskFields"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/template/tasks/copy-task": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a task with its fields within its template
         * @description Copies a task with all its fields into the same template; answers the new task. Rules looking inside the task look at the copies; a copied rule that would be wrong where the copy stands is left off the copy.
         */
        post: operations["copyTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/template/tasks/edit-field": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a task field
         * @description Changes a field; answers the task's full field list, sorted by weight. A missing `condition`, `scoring` or `full_coverage` keeps the stored one (another type than 12 stores it off). A new type, options or weight that another rule no longer fits is refused (409, checklist.*).
         */
        post: operations["updateTaskField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/template/tasks/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a field to a task
         * @description Adds a field to a task. `options` is JSON text of a list of strings; `condition` and `scoring` (issue 16) are checked against the whole template (400, checklist.*). `full_coverage` is kept for a Device inspection field (12) only.
         */
        post: operations["createTaskField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/template/tasks/fields/{fieldId}": {
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
         * Delete a task field
         * @description Deletes a field; refused (409, checklist.ruleInUse) while a rule looks at it.
         */
        delete: operations["deleteTaskField"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a template */
        post: operations["createTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a template */
        get: operations["getTemplate"];
        /** Update a template */
        put: operations["updateTemplate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/{id}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy a template with its tasks and fields
         * @description A new template with copies of every task and field, in one transaction. Without a name the copy is named "<name> (copy)".
         */
        post: operations["copyTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/{id}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tasks of a template with their fields
         * @description The tasks of a template with their fields, sorted by weight; the list is in `data`.
         */
        get: operations["listTemplateTasks"];
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
         * List what was deleted in the last 30 days, a page at a time
         * @description What was deleted in the last 30 days, newest first or by `sort` (kind, name, deleted_at, deleted_by; `-` before it for descending), 25 a page, of one `entity` or all.
         */
        get: operations["listTrash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trash/{entity}/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a deleted record from the Trash */
        post: operations["restoreDeletedItem"];
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
        get?: never;
        put?: never;
        /**
         * Create a user
         * @description Creates a user. A taken email or username is a 409 naming the field.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a user */
        get: operations["getUser"];
        /**
         * Update a user
         * @description Edits a user; an empty or missing password keeps the current one.
         */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/certifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a user's certifications */
        get: operations["listUserCertifications"];
        /**
         * Replace a user's certifications
         * @description Replaces the user’s certifications with those sent (one per state and category); one left out is soft-deleted, kept in the audit log.
         */
        put: operations["replaceUserCertifications"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/send-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a user a link to set a new password
         * @description Mails the user a one-time link (1 hour) to set a new password, saying which Admin sent it. Super Admins only by Super Admins; 409 for an inactive user.
         */
        post: operations["sendPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that a record with a verification code is unchanged
         * @description Whether the record a verification code was printed on is unchanged since it was issued, corrected since (by a later entry), altered outside the application, or gone; with its kind and dates, never its content. Any case, with or without dashes. 404 for a code no record has.
         */
        get: operations["verifyRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plan a visit on a job by hand
         * @description A visit by hand on a live, active job: a day, an optional window and the people sent (active users). Admins plan any job; Supervisors the jobs they are assigned to.
         */
        post: operations["createVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a visit
         * @description One visit. Supervisors read those of their own jobs; a Technician only one they are on.
         */
        get: operations["getVisit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move, reassign, skip or reschedule a visit
         * @description Moves (date, window), reassigns (`technician_ids` replaces the list), skips (`status: skipped` with `skip_reason`) or schedules again (`status: scheduled`). A done visit cannot move or be reassigned (409). A generated visit changed by hand becomes `moved`. Answers the visit as it now is.
         */
        patch: operations["updateVisit"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ChemicalTreeNode: {
            children: components["schemas"]["ChemicalTreeNode"][];
            filepath: string | null;
            id: number;
            is_category: boolean;
            name: string;
            parent_id: number | null;
            restricted_use: boolean;
            signal_word: ("Caution" | "Warning" | "Danger") | null;
        };
        Error: {
            code: string;
            errors?: {
                [key: string]: string;
            };
            fieldCodes?: {
                [key: string]: {
                    code: string;
                    params?: {
                        [key: string]: string | number;
                    };
                };
            };
            message: string;
            params?: {
                [key: string]: string | number;
            };
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
    updateMyName: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        id: number;
                        language: ("en" | "ar" | "fa") | null;
                        name: string;
                        type: {
                            type: string;
                        };
                        type_id: number;
                        username: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateMyLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language: "en" | "ar" | "fa";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        id: number;
                        language: ("en" | "ar" | "fa") | null;
                        name: string;
                        type: {
                            type: string;
                        };
                        type_id: number;
                        username: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changeMyPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries: wait before the next (`Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listActivity: {
        parameters: {
            query?: {
                action?: "insert" | "update" | "delete" | "restore" | "purge";
                end_date?: string;
                entity?: "users" | "groups" | "group_users" | "locations" | "location_contacts" | "jobs" | "job_users" | "chemicals" | "templates" | "tasks" | "task_fields" | "reports" | "report_answers" | "report_files" | "applications" | "user_certifications" | "company_settings" | "company_licences" | "filings" | "share_links" | "imports" | "corrective_actions" | "device_types" | "devices" | "site_plans" | "visits" | "visit_users";
                page?: number;
                sort?: "when" | "-when" | "who" | "-who" | "action" | "-action";
                start_date?: string;
                user_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            /** @enum {string} */
                            action: "insert" | "update" | "delete" | "restore" | "purge";
                            actor: {
                                id: number;
                                name: string;
                            } | null;
                            changes: {
                                after: string | null;
                                before: string | null;
                                field: string;
                                /** @enum {string} */
                                kind: "text" | "status" | "reportStatus" | "role" | "boolean" | "secret";
                            }[];
                            created_at: string;
                            /** @enum {string} */
                            entity: "users" | "groups" | "group_users" | "locations" | "location_contacts" | "jobs" | "job_users" | "chemicals" | "templates" | "tasks" | "task_fields" | "reports" | "report_answers" | "report_files" | "applications" | "user_certifications" | "company_settings" | "company_licences" | "filings" | "share_links" | "imports" | "corrective_actions" | "device_types" | "devices" | "site_plans" | "visits" | "visit_users";
                            entity_id: string | null;
                            id: number;
                            label: string | null;
                            record: {
                                /** @enum {string} */
                                entity: "users" | "groups" | "group_users" | "locations" | "location_contacts" | "jobs" | "job_users" | "chemicals" | "templates" | "tasks" | "task_fields" | "reports" | "report_answers" | "report_files" | "applications" | "user_certifications" | "company_settings" | "company_licences" | "filings" | "share_links" | "imports" | "corrective_actions" | "device_types" | "devices" | "site_plans" | "visits" | "visit_users";
                                id: number;
                                name: string;
                            } | null;
                        }[];
                        total: number;
                        /** @enum {boolean} */
                        total_estimated?: true;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAppConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        login_field: "email" | "username";
                        timezone: string;
                    };
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApplications: {
        parameters: {
            query?: {
                applicator_id?: number;
                chemical_id?: number;
                county?: string;
                end_date?: string;
                job_id?: number;
                page?: number;
                restricted?: "0" | "1";
                sort?: "date" | "-date" | "product" | "-product" | "amount" | "-amount" | "area" | "-area" | "where" | "-where" | "applicator" | "-applicator" | "job" | "-job";
                start_date?: string;
                state?: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applications: {
                            amount: number;
                            applicator: {
                                id: number;
                                name: string;
                            };
                            applicator_certification: {
                                category: string;
                                certification_id: string;
                                expires_on: string;
                                state: string;
                            } | null;
                            applied_on: string;
                            area: number;
                            /** @enum {string} */
                            area_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m";
                            business_licence: string | null;
                            business_licence_expired_on: string | null;
                            chemical_id: number;
                            county: string;
                            customer_address: string;
                            customer_name: string;
                            customer_phone: string;
                            end_time: string | null;
                            epa_reg_no: string;
                            field_id: number;
                            id: number;
                            job_id: number;
                            job_name: string;
                            latitude: number | null;
                            location_id: number;
                            location_name: string;
                            longitude: number | null;
                            lot: string;
                            method: string;
                            mix_rate: {
                                amount: number;
                                per_quantity: number;
                                /** @enum {string} */
                                per_unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                                /** @enum {string} */
                                unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                            } | null;
                            municipality: string;
                            place: string;
                            position: number;
                            product_name: string;
                            rate_over_label: boolean;
                            rate_reason: string;
                            rei_hours: number | null;
                            report_id: number;
                            restricted_use: boolean;
                            site_code: number | null;
                            start_time: string;
                            state: string;
                            state_reg_no: string | null;
                            street: string;
                            supervisor: {
                                id: number;
                                name: string;
                            } | null;
                            supervisor_certification: {
                                category: string;
                                certification_id: string;
                                expires_on: string;
                                state: string;
                            } | null;
                            target_pests: string;
                            temperature_f: number | null;
                            total_mix: {
                                amount: number;
                                /** @enum {string} */
                                unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                            } | null;
                            /** @enum {string} */
                            unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                            wind_direction: string | null;
                            wind_speed_mph: number | null;
                            zip: string;
                        }[];
                        total: number;
                        /** @enum {boolean} */
                        total_estimated?: true;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getApplication: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        applicator: {
                            id: number;
                            name: string;
                        };
                        applicator_certification: {
                            category: string;
                            certification_id: string;
                            expires_on: string;
                            state: string;
                        } | null;
                        applied_on: string;
                        area: number;
                        /** @enum {string} */
                        area_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m";
                        business_licence: string | null;
                        business_licence_expired_on: string | null;
                        chemical_id: number;
                        corrected_at: string | null;
                        corrected_by: number | null;
                        correction_note: string;
                        corrections: {
                            at: string;
                            by: {
                                id: number | null;
                                name: string;
                            };
                            changes: {
                                from: string | number | null;
                                /** @enum {string} */
                                part: "street" | "municipality" | "county" | "zip" | "amount" | "unit" | "epa_reg_no" | "site_code" | "target_pests" | "applied_on" | "start_time";
                                to: string | number | null;
                            }[];
                            note: string;
                        }[];
                        county: string;
                        customer_address: string;
                        customer_name: string;
                        customer_phone: string;
                        end_time: string | null;
                        epa_reg_no: string;
                        field_id: number;
                        id: number;
                        latitude: number | null;
                        listed: boolean;
                        location_id: number;
                        location_name: string;
                        longitude: number | null;
                        lot: string;
                        method: string;
                        mix_rate: {
                            amount: number;
                            per_quantity: number;
                            /** @enum {string} */
                            per_unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                            /** @enum {string} */
                            unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                        } | null;
                        municipality: string;
                        place: string;
                        position: number;
                        product_name: string;
                        rate_over_label: boolean;
                        rate_reason: string;
                        rei_hours: number | null;
                        report_id: number;
                        restricted_use: boolean;
                        site_code: number | null;
                        start_time: string;
                        state: string;
                        state_reg_no: string | null;
                        street: string;
                        supervisor: {
                            id: number;
                            name: string;
                        } | null;
                        supervisor_certification: {
                            category: string;
                            certification_id: string;
                            expires_on: string;
                            state: string;
                        } | null;
                        target_pests: string;
                        temperature_f: number | null;
                        total_mix: {
                            amount: number;
                            /** @enum {string} */
                            unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                        } | null;
                        /** @enum {string} */
                        unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                        wind_direction: string | null;
                        wind_speed_mph: number | null;
                        zip: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    correctApplication: {
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
                "application/json": {
                    amount?: number;
                    applied_on?: string;
                    county?: string;
                    epa_reg_no?: string;
                    municipality?: string;
                    note: string;
                    site_code?: 10 | 30 | 40 | 50 | 80 | 91 | 100;
                    start_time?: string;
                    street?: string;
                    target_pests?: string;
                    /** @enum {string} */
                    unit?: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                    zip?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        applicator: {
                            id: number;
                            name: string;
                        };
                        applicator_certification: {
                            category: string;
                            certification_id: string;
                            expires_on: string;
                            state: string;
                        } | null;
                        applied_on: string;
                        area: number;
                        /** @enum {string} */
                        area_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m";
                        business_licence: string | null;
                        business_licence_expired_on: string | null;
                        chemical_id: number;
                        corrected_at: string | null;
                        corrected_by: number | null;
                        correction_note: string;
                        corrections: {
                            at: string;
                            by: {
                                id: number | null;
                                name: string;
                            };
                            changes: {
                                from: string | number | null;
                                /** @enum {string} */
                                part: "street" | "municipality" | "county" | "zip" | "amount" | "unit" | "epa_reg_no" | "site_code" | "target_pests" | "applied_on" | "start_time";
                                to: string | number | null;
                            }[];
                            note: string;
                        }[];
                        county: string;
                        customer_address: string;
                        customer_name: string;
                        customer_phone: string;
                        end_time: string | null;
                        epa_reg_no: string;
                        field_id: number;
                        id: number;
                        latitude: number | null;
                        listed: boolean;
                        location_id: number;
                        location_name: string;
                        longitude: number | null;
                        lot: string;
                        method: string;
                        mix_rate: {
                            amount: number;
                            per_quantity: number;
                            /** @enum {string} */
                            per_unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                            /** @enum {string} */
                            unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                        } | null;
                        municipality: string;
                        place: string;
                        position: number;
                        product_name: string;
                        rate_over_label: boolean;
                        rate_reason: string;
                        rei_hours: number | null;
                        report_id: number;
                        restricted_use: boolean;
                        site_code: number | null;
                        start_time: string;
                        state: string;
                        state_reg_no: string | null;
                        street: string;
                        supervisor: {
                            id: number;
                            name: string;
                        } | null;
                        supervisor_certification: {
                            category: string;
                            certification_id: string;
                            expires_on: string;
                            state: string;
                        } | null;
                        target_pests: string;
                        temperature_f: number | null;
                        total_mix: {
                            amount: number;
                            /** @enum {string} */
                            unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                        } | null;
                        /** @enum {string} */
                        unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                        wind_direction: string | null;
                        wind_speed_mph: number | null;
                        zip: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApplicationFilterOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applicators: {
                            id: number;
                            name: string;
                        }[];
                        products: {
                            epa_reg_no: string | null;
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    login: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries: wait before the next (`Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    login: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        id: number;
                        language: ("en" | "ar" | "fa") | null;
                        name: string;
                        type: {
                            type: string;
                        };
                        type_id: number;
                        username: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many tries: wait before the next (`Retry-After`) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Gone: the link or the record has ended */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getChemicalCategoryTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chemsLookup: {
                            [key: string]: {
                                filepath: string | null;
                                name: string;
                            };
                        };
                        chemTree: {
                            children: components["schemas"]["ChemicalTreeNode"][];
                            /** @enum {number} */
                            id: 0;
                            /** @enum {boolean} */
                            is_category: true;
                            name: string;
                        };
                    };
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listChemicalChildren: {
        parameters: {
            query?: {
                page?: number;
                parent_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        more: boolean;
                        nodes: {
                            child_count: number;
                            filepath: string | null;
                            id: number;
                            is_category: boolean;
                            name: string;
                            parent_id: number | null;
                            restricted_use: boolean;
                            signal_word: ("Caution" | "Warning" | "Danger") | null;
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchChemicals: {
        parameters: {
            query: {
                search: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        matches: number[];
                        more: boolean;
                        nodes: {
                            child_count: number;
                            filepath: string | null;
                            id: number;
                            is_category: boolean;
                            name: string;
                            parent_id: number | null;
                            restricted_use: boolean;
                            signal_word: ("Caution" | "Warning" | "Danger") | null;
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createChemical: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active_ingredient?: string | null;
                    epa_reg_no?: string | null;
                    is_category: boolean;
                    label?: {
                        /** @default [] */
                        label_rates?: {
                            /** @enum {string} */
                            amount_unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                            /** @enum {string} */
                            basis: "area" | "mix";
                            max_amount: number;
                            per_quantity: number;
                            /** @enum {string} */
                            per_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m" | "gal" | "L" | "qt" | "fl oz" | "mL";
                            site_code: 10 | 30 | 40 | 50 | 80 | 91 | 100;
                        }[];
                        label_unit?: ("fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg") | null;
                        /** @default [] */
                        lots?: string[];
                        rei_hours?: number | null;
                        /** @default [] */
                        site_codes?: (10 | 30 | 40 | 50 | 80 | 91 | 100)[];
                        /** @default [] */
                        state_registrations?: {
                            number: string;
                            /** @enum {string} */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI";
                        }[];
                    };
                    manufacturer?: string | null;
                    name: string;
                    parent_id?: number | null;
                    /** @default false */
                    restricted_use?: boolean;
                    signal_word?: ("Caution" | "Warning" | "Danger") | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active_ingredient: string | null;
                        created_at: string;
                        epa_reg_no: string | null;
                        file: {
                            name: string;
                            size: number;
                            /** @enum {string} */
                            type: "application/pdf" | "image/png" | "image/jpeg" | "image/gif" | "image/webp";
                        } | null;
                        filepath: string | null;
                        has_children: boolean;
                        id: number;
                        is_category: boolean;
                        label: {
                            label_rates: {
                                /** @enum {string} */
                                amount_unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                                /** @enum {string} */
                                basis: "area" | "mix";
                                max_amount: number;
                                per_quantity: number;
                                /** @enum {string} */
                                per_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m" | "gal" | "L" | "qt" | "fl oz" | "mL";
                                site_code: 10 | 30 | 40 | 50 | 80 | 91 | 100;
                            }[];
                            label_unit: ("fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg") | null;
                            lots: string[];
                            rei_hours: number | null;
                            site_codes: (10 | 30 | 40 | 50 | 80 | 91 | 100)[];
                            state_registrations: {
                                number: string;
                                /** @enum {string} */
                                state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI";
                            }[];
                        };
                        manufacturer: string | null;
                        name: string;
                        parent_id: number | null;
                        path: {
                            id: number;
                            name: string;
                        }[];
                        restricted_use: boolean;
                        signal_word: ("Caution" | "Warning" | "Danger") | null;
                        updated_at: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getChemical: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active_ingredient: string | null;
                        created_at: string;
                        epa_reg_no: string | null;
                        file: {
                            name: string;
                            size: number;
                            /** @enum {string} */
                            type: "application/pdf" | "image/png" | "image/jpeg" | "image/gif" | "image/webp";
                        } | null;
                        filepath: string | null;
                        has_children: boolean;
                        id: number;
                        is_category: boolean;
                        label: {
                            label_rates: {
                                /** @enum {string} */
                                amount_unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                                /** @enum {string} */
                                basis: "area" | "mix";
                                max_amount: number;
                                per_quantity: number;
                                /** @enum {string} */
                                per_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m" | "gal" | "L" | "qt" | "fl oz" | "mL";
                                site_code: 10 | 30 | 40 | 50 | 80 | 91 | 100;
                            }[];
                            label_unit: ("fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg") | null;
                            lots: string[];
                            rei_hours: number | null;
                            site_codes: (10 | 30 | 40 | 50 | 80 | 91 | 100)[];
                            state_registrations: {
                                number: string;
                                /** @enum {string} */
                                state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI";
                            }[];
                        };
                        manufacturer: string | null;
                        name: string;
                        parent_id: number | null;
                        path: {
                            id: number;
                            name: string;
                        }[];
                        restricted_use: boolean;
                        signal_word: ("Caution" | "Warning" | "Danger") | null;
                        updated_at: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateChemical: {
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
                "application/json": {
                    active_ingredient?: string | null;
                    epa_reg_no?: string | null;
                    is_category: boolean;
                    label?: {
                        /** @default [] */
                        label_rates?: {
                            /** @enum {string} */
                            amount_unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                            /** @enum {string} */
                            basis: "area" | "mix";
                            max_amount: number;
                            per_quantity: number;
                            /** @enum {string} */
                            per_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m" | "gal" | "L" | "qt" | "fl oz" | "mL";
                            site_code: 10 | 30 | 40 | 50 | 80 | 91 | 100;
                        }[];
                        label_unit?: ("fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg") | null;
                        /** @default [] */
                        lots?: string[];
                        rei_hours?: number | null;
                        /** @default [] */
                        site_codes?: (10 | 30 | 40 | 50 | 80 | 91 | 100)[];
                        /** @default [] */
                        state_registrations?: {
                            number: string;
                            /** @enum {string} */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI";
                        }[];
                    };
                    manufacturer?: string | null;
                    name: string;
                    parent_id?: number | null;
                    /** @default false */
                    restricted_use?: boolean;
                    signal_word?: ("Caution" | "Warning" | "Danger") | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active_ingredient: string | null;
                        created_at: string;
                        epa_reg_no: string | null;
                        file: {
                            name: string;
                            size: number;
                            /** @enum {string} */
                            type: "application/pdf" | "image/png" | "image/jpeg" | "image/gif" | "image/webp";
                        } | null;
                        filepath: string | null;
                        has_children: boolean;
                        id: number;
                        is_category: boolean;
                        label: {
                            label_rates: {
                                /** @enum {string} */
                                amount_unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                                /** @enum {string} */
                                basis: "area" | "mix";
                                max_amount: number;
                                per_quantity: number;
                                /** @enum {string} */
                                per_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m" | "gal" | "L" | "qt" | "fl oz" | "mL";
                                site_code: 10 | 30 | 40 | 50 | 80 | 91 | 100;
                            }[];
                            label_unit: ("fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg") | null;
                            lots: string[];
                            rei_hours: number | null;
                            site_codes: (10 | 30 | 40 | 50 | 80 | 91 | 100)[];
                            state_registrations: {
                                number: string;
                                /** @enum {string} */
                                state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI";
                            }[];
                        };
                        manufacturer: string | null;
                        name: string;
                        parent_id: number | null;
                        path: {
                            id: number;
                            name: string;
                        }[];
                        restricted_use: boolean;
                        signal_word: ("Caution" | "Warning" | "Danger") | null;
                        updated_at: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteChemical: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadChemicalDocument: {
        parameters: {
            query?: {
                download?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/gif": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description Not modified: the version named in If-None-Match is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadChemicalDocument: {
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
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active_ingredient: string | null;
                        created_at: string;
                        epa_reg_no: string | null;
                        file: {
                            name: string;
                            size: number;
                            /** @enum {string} */
                            type: "application/pdf" | "image/png" | "image/jpeg" | "image/gif" | "image/webp";
                        } | null;
                        filepath: string | null;
                        has_children: boolean;
                        id: number;
                        is_category: boolean;
                        label: {
                            label_rates: {
                                /** @enum {string} */
                                amount_unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                                /** @enum {string} */
                                basis: "area" | "mix";
                                max_amount: number;
                                per_quantity: number;
                                /** @enum {string} */
                                per_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m" | "gal" | "L" | "qt" | "fl oz" | "mL";
                                site_code: 10 | 30 | 40 | 50 | 80 | 91 | 100;
                            }[];
                            label_unit: ("fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg") | null;
                            lots: string[];
                            rei_hours: number | null;
                            site_codes: (10 | 30 | 40 | 50 | 80 | 91 | 100)[];
                            state_registrations: {
                                number: string;
                                /** @enum {string} */
                                state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI";
                            }[];
                        };
                        manufacturer: string | null;
                        name: string;
                        parent_id: number | null;
                        path: {
                            id: number;
                            name: string;
                        }[];
                        restricted_use: boolean;
                        signal_word: ("Caution" | "Warning" | "Danger") | null;
                        updated_at: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteChemicalDocument: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active_ingredient: string | null;
                        created_at: string;
                        epa_reg_no: string | null;
                        file: {
                            name: string;
                            size: number;
                            /** @enum {string} */
                            type: "application/pdf" | "image/png" | "image/jpeg" | "image/gif" | "image/webp";
                        } | null;
                        filepath: string | null;
                        has_children: boolean;
                        id: number;
                        is_category: boolean;
                        label: {
                            label_rates: {
                                /** @enum {string} */
                                amount_unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                                /** @enum {string} */
                                basis: "area" | "mix";
                                max_amount: number;
                                per_quantity: number;
                                /** @enum {string} */
                                per_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m" | "gal" | "L" | "qt" | "fl oz" | "mL";
                                site_code: 10 | 30 | 40 | 50 | 80 | 91 | 100;
                            }[];
                            label_unit: ("fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg") | null;
                            lots: string[];
                            rei_hours: number | null;
                            site_codes: (10 | 30 | 40 | 50 | 80 | 91 | 100)[];
                            state_registrations: {
                                number: string;
                                /** @enum {string} */
                                state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI";
                            }[];
                        };
                        manufacturer: string | null;
                        name: string;
                        parent_id: number | null;
                        path: {
                            id: number;
                            name: string;
                        }[];
                        restricted_use: boolean;
                        signal_word: ("Caution" | "Warning" | "Danger") | null;
                        updated_at: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompanySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        business_name: string;
                        licences: {
                            expires_on: string;
                            number: string;
                            /** @enum {string} */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI";
                        }[];
                        phone: string;
                        rate_check_warn_only: boolean;
                        record_weather: boolean;
                        updated_at: string;
                    };
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCompanySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    business_name: string;
                    licences: {
                        expires_on: string;
                        number: string;
                        /** @enum {string} */
                        state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI";
                    }[];
                    phone: string;
                    rate_check_warn_only?: boolean;
                    record_weather?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        business_name: string;
                        licences: {
                            expires_on: string;
                            number: string;
                            /** @enum {string} */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI";
                        }[];
                        phone: string;
                        rate_check_warn_only: boolean;
                        record_weather: boolean;
                        updated_at: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFilingsDue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        due: {
                            due_on: string;
                            filed: boolean;
                            overdue: boolean;
                            period_end: string;
                            period_start: string;
                            problems: number;
                            /** @enum {string} */
                            state: "CA" | "NY";
                        }[];
                        states: ("CA" | "NY" | "TX" | "US")[];
                    };
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFilings: {
        parameters: {
            query: {
                page?: number;
                state: "CA" | "NY" | "TX" | "US";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        filings: {
                            changes: {
                                added: number;
                                changed: number;
                                removed: number;
                            };
                            draft: boolean;
                            file_name: string;
                            forced: boolean;
                            id: number;
                            /** @enum {string} */
                            kind: "ca-monthly-pdf" | "ca-monthly-csv" | "ny-form-26" | "ny-form-26a" | "register-pdf" | "register-csv";
                            made_at: string;
                            made_by: {
                                id: number;
                                name: string;
                            };
                            period_end: string;
                            period_start: string;
                            problems: number;
                            records: number;
                            sha256: string;
                            size: number;
                            /** @enum {string} */
                            state: "CA" | "NY" | "TX" | "US";
                            verification_code?: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createFiling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customer?: string;
                    /** @default false */
                    force?: boolean;
                    from: string;
                    /** @enum {string} */
                    kind: "ca-monthly-pdf" | "ca-monthly-csv" | "ny-form-26" | "ny-form-26a" | "register-pdf" | "register-csv";
                    location_id?: number;
                    /** @enum {string} */
                    state: "CA" | "NY" | "TX" | "US";
                    to: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changes: {
                            added: number;
                            changed: number;
                            removed: number;
                        };
                        draft: boolean;
                        file_name: string;
                        forced: boolean;
                        id: number;
                        /** @enum {string} */
                        kind: "ca-monthly-pdf" | "ca-monthly-csv" | "ny-form-26" | "ny-form-26a" | "register-pdf" | "register-csv";
                        made_at: string;
                        made_by: {
                            id: number;
                            name: string;
                        };
                        period_end: string;
                        period_start: string;
                        problems: number;
                        records: number;
                        sha256: string;
                        size: number;
                        /** @enum {string} */
                        state: "CA" | "NY" | "TX" | "US";
                        verification_code?: string | null;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadFilingFile: {
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
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/csv": string;
                    "text/plain": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFilingReadiness: {
        parameters: {
            query: {
                from: string;
                state: "CA" | "NY" | "TX" | "US";
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        closed: boolean;
                        problems: {
                            application_id: number;
                            applied_on: string;
                            code: string;
                            location_name: string;
                            params?: {
                                [key: string]: string | number;
                            };
                            part: string;
                            product_name: string;
                            report_id: number;
                            user_id: number | null;
                        }[];
                        records: number;
                        total: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRegisterPlaces: {
        parameters: {
            query: {
                state: "TX" | "US";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        places: {
                            address: string;
                            customer_name: string;
                            location_id: number;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCorrectiveActions: {
        parameters: {
            query?: {
                assignee_id?: number;
                job_id?: number;
                location_id?: number;
                overdue?: "0" | "1";
                page?: number;
                sort?: "title" | "-title" | "location" | "-location" | "assignee" | "-assignee" | "due_date" | "-due_date" | "priority" | "-priority" | "status" | "-status";
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actions: {
                            answer: string | null;
                            assignee: {
                                id: number;
                                name: string;
                            } | null;
                            closed_at: (string) | null;
                            closed_by: {
                                id: number;
                                name: string;
                            } | null;
                            closing_note: string | null;
                            created_at: string;
                            created_by: {
                                id: number;
                                name: string;
                            } | null;
                            description: string;
                            due_date: string | null;
                            field_id: number | null;
                            has_closing_photo: boolean;
                            id: number;
                            job: {
                                id: number;
                                name: string;
                            } | null;
                            location: {
                                id: number;
                                name: string;
                            };
                            overdue: boolean;
                            /** @enum {string} */
                            priority: "low" | "medium" | "high";
                            question: string | null;
                            report_id: number | null;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "done" | "verified";
                            title: string;
                            verified_at: (string) | null;
                            verified_by: {
                                id: number;
                                name: string;
                            } | null;
                        }[];
                        total: number;
                        /** @enum {boolean} */
                        total_estimated?: true;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createCorrectiveAction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    assignee_id?: number | null;
                    /** @default  */
                    description?: string;
                    due_date?: string | null;
                    location_id?: number;
                    /**
                     * @default medium
                     * @enum {string}
                     */
                    priority?: "low" | "medium" | "high";
                    report_id?: number;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer: string | null;
                        assignee: {
                            id: number;
                            name: string;
                        } | null;
                        closed_at: (string) | null;
                        closed_by: {
                            id: number;
                            name: string;
                        } | null;
                        closing_note: string | null;
                        created_at: string;
                        created_by: {
                            id: number;
                            name: string;
                        } | null;
                        description: string;
                        due_date: string | null;
                        field_id: number | null;
                        has_closing_photo: boolean;
                        id: number;
                        job: {
                            id: number;
                            name: string;
                        } | null;
                        location: {
                            id: number;
                            name: string;
                        };
                        overdue: boolean;
                        /** @enum {string} */
                        priority: "low" | "medium" | "high";
                        question: string | null;
                        report_id: number | null;
                        /** @enum {string} */
                        status: "open" | "in_progress" | "done" | "verified";
                        title: string;
                        verified_at: (string) | null;
                        verified_by: {
                            id: number;
                            name: string;
                        } | null;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCorrectiveAction: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer: string | null;
                        assignee: {
                            id: number;
                            name: string;
                        } | null;
                        closed_at: (string) | null;
                        closed_by: {
                            id: number;
                            name: string;
                        } | null;
                        closing_note: string | null;
                        created_at: string;
                        created_by: {
                            id: number;
                            name: string;
                        } | null;
                        description: string;
                        due_date: string | null;
                        field_id: number | null;
                        has_closing_photo: boolean;
                        id: number;
                        job: {
                            id: number;
                            name: string;
                        } | null;
                        location: {
                            id: number;
                            name: string;
                        };
                        overdue: boolean;
                        /** @enum {string} */
                        priority: "low" | "medium" | "high";
                        question: string | null;
                        report_id: number | null;
                        /** @enum {string} */
                        status: "open" | "in_progress" | "done" | "verified";
                        title: string;
                        verified_at: (string) | null;
                        verified_by: {
                            id: number;
                            name: string;
                        } | null;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCorrectiveAction: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateCorrectiveAction: {
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
                "application/json": {
                    assignee_id?: number | null;
                    closing_note?: string | null;
                    description?: string;
                    due_date?: string | null;
                    /** @enum {string} */
                    priority?: "low" | "medium" | "high";
                    /** @enum {string} */
                    status?: "open" | "in_progress" | "done" | "verified";
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer: string | null;
                        assignee: {
                            id: number;
                            name: string;
                        } | null;
                        closed_at: (string) | null;
                        closed_by: {
                            id: number;
                            name: string;
                        } | null;
                        closing_note: string | null;
                        created_at: string;
                        created_by: {
                            id: number;
                            name: string;
                        } | null;
                        description: string;
                        due_date: string | null;
                        field_id: number | null;
                        has_closing_photo: boolean;
                        id: number;
                        job: {
                            id: number;
                            name: string;
                        } | null;
                        location: {
                            id: number;
                            name: string;
                        };
                        overdue: boolean;
                        /** @enum {string} */
                        priority: "low" | "medium" | "high";
                        question: string | null;
                        report_id: number | null;
                        /** @enum {string} */
                        status: "open" | "in_progress" | "done" | "verified";
                        title: string;
                        verified_at: (string) | null;
                        verified_by: {
                            id: number;
                            name: string;
                        } | null;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCorrectiveActionPhoto: {
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
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadCorrectiveActionPhoto: {
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
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer: string | null;
                        assignee: {
                            id: number;
                            name: string;
                        } | null;
                        closed_at: (string) | null;
                        closed_by: {
                            id: number;
                            name: string;
                        } | null;
                        closing_note: string | null;
                        created_at: string;
                        created_by: {
                            id: number;
                            name: string;
                        } | null;
                        description: string;
                        due_date: string | null;
                        field_id: number | null;
                        has_closing_photo: boolean;
                        id: number;
                        job: {
                            id: number;
                            name: string;
                        } | null;
                        location: {
                            id: number;
                            name: string;
                        };
                        overdue: boolean;
                        /** @enum {string} */
                        priority: "low" | "medium" | "high";
                        question: string | null;
                        report_id: number | null;
                        /** @enum {string} */
                        status: "open" | "in_progress" | "done" | "verified";
                        title: string;
                        verified_at: (string) | null;
                        verified_by: {
                            id: number;
                            name: string;
                        } | null;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCorrectiveActionAssignees: {
        parameters: {
            query?: {
                page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            id: number;
                            name: string;
                        }[];
                        users_more: boolean;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    countOverdueCorrectiveActions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        overdue: number;
                    };
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chemical_use: {
                            from: string;
                            months: {
                                counts: number[];
                                month: string;
                                other: number;
                            }[];
                            products: {
                                chemical_id: number;
                                name: string;
                            }[];
                            to: string;
                        };
                        expiring: {
                            count: number;
                            first: {
                                expires_on: string;
                                label: string;
                            }[];
                        } | null;
                        finished_per_week: {
                            count: number;
                            week: string;
                        }[];
                        jobs_without_report: {
                            count: number;
                            from: string;
                            jobs: {
                                id: number;
                                location: string;
                                name: string;
                            }[];
                        };
                        today: string;
                        week: {
                            by_status: {
                                count: number;
                                status_id: number;
                            }[];
                            from: string;
                            to: string;
                        };
                    };
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteGroup: {
        parameters: {
            query?: {
                id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    params?: {
                        id: number;
                    };
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteJob: {
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
                "application/json": {
                    id?: number;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteLocation: {
        parameters: {
            query?: {
                id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    params?: {
                        id: number;
                    };
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active_jobs: number;
                        code: string;
                        errors?: {
                            [key: string]: string;
                        };
                        fieldCodes?: {
                            [key: string]: {
                                code: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                    };
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string | (number | string)[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ids: number[];
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTemplate: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors?: {
                            [key: string]: string;
                        };
                        fieldCodes?: {
                            [key: string]: {
                                code: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                        /** @enum {string} */
                        status: "in_use";
                        used_count: number;
                    };
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: {
                id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number;
                    params?: {
                        id: number;
                    };
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDeviceTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        types: {
                            /** @enum {string} */
                            activity: "level" | "count";
                            bait: boolean;
                            device_count: number;
                            id: number;
                            name: string;
                            pests: string[];
                        }[];
                    };
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDeviceType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    activity: "level" | "count";
                    /** @default false */
                    bait?: boolean;
                    name: string;
                    /** @default [] */
                    pests?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        activity: "level" | "count";
                        bait: boolean;
                        device_count: number;
                        id: number;
                        name: string;
                        pests: string[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteDeviceType: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateDeviceType: {
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
                "application/json": {
                    /** @enum {string} */
                    activity?: "level" | "count";
                    bait?: boolean;
                    name?: string;
                    pests?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        activity: "level" | "count";
                        bait: boolean;
                        device_count: number;
                        id: number;
                        name: string;
                        pests: string[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateDevice: {
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
                "application/json": {
                    installed_on?: string | null;
                    place?: {
                        plan_id: number;
                        x: number;
                        y: number;
                    } | null;
                    placement?: string;
                    type_id?: number;
                    zone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        code: string;
                        id: number;
                        installed_on: string | null;
                        location_id: number;
                        number: number;
                        place: {
                            plan_id: number;
                            x: number;
                            y: number;
                        } | null;
                        placement: string;
                        removed_on: string | null;
                        type_id: number;
                        type_name: string;
                        zone: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDeviceInspections: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        device: {
                            active: boolean;
                            code: string;
                            id: number;
                            installed_on: string | null;
                            location_id: number;
                            number: number;
                            place: {
                                plan_id: number;
                                x: number;
                                y: number;
                            } | null;
                            placement: string;
                            removed_on: string | null;
                            type_id: number;
                            type_name: string;
                            zone: string;
                        };
                        inspections: {
                            action: ("none" | "bait_replaced" | "cleaned" | "repaired" | "replaced" | "relocated" | "captures_removed") | null;
                            activity: number | null;
                            bait_consumed: number | null;
                            captures: {
                                [key: string]: number;
                            } | null;
                            /** @enum {string} */
                            condition: "good" | "damaged" | "missing" | "inaccessible" | "replaced";
                            id: number;
                            inspected_at: string;
                            note: string;
                            report_id: number;
                            scanned: boolean;
                            user: {
                                id: number;
                                name: string;
                            };
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeDevice: {
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
                "application/json": {
                    removed_on: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        code: string;
                        id: number;
                        installed_on: string | null;
                        location_id: number;
                        number: number;
                        place: {
                            plan_id: number;
                            x: number;
                            y: number;
                        } | null;
                        placement: string;
                        removed_on: string | null;
                        type_id: number;
                        type_name: string;
                        zone: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listExpiringCertifications: {
        parameters: {
            query?: {
                days?: number;
                page?: number;
                sort?: "expires" | "-expires" | "whose" | "-whose" | "state" | "-state" | "number" | "-number" | "category" | "-category";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            category: string | null;
                            expires_on: string;
                            id: number;
                            /** @enum {string} */
                            kind: "certification" | "licence";
                            number: string;
                            state: string;
                            user: {
                                id: number;
                                name: string;
                            } | null;
                        }[];
                        today: string;
                        total: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportActivity: {
        parameters: {
            query?: {
                action?: "insert" | "update" | "delete" | "restore" | "purge";
                end_date?: string;
                entity?: "users" | "groups" | "group_users" | "locations" | "location_contacts" | "jobs" | "job_users" | "chemicals" | "templates" | "tasks" | "task_fields" | "reports" | "report_answers" | "report_files" | "applications" | "user_certifications" | "company_settings" | "company_licences" | "filings" | "share_links" | "imports" | "corrective_actions" | "device_types" | "devices" | "site_plans" | "visits" | "visit_users";
                format?: "csv" | "xlsx";
                page?: number;
                sort?: "when" | "-when" | "who" | "-who" | "action" | "-action";
                start_date?: string;
                user_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportApplications: {
        parameters: {
            query?: {
                applicator_id?: number;
                chemical_id?: number;
                county?: string;
                end_date?: string;
                format?: "csv" | "xlsx";
                job_id?: number;
                page?: number;
                restricted?: "0" | "1";
                sort?: "date" | "-date" | "product" | "-product" | "amount" | "-amount" | "area" | "-area" | "where" | "-where" | "applicator" | "-applicator" | "job" | "-job";
                start_date?: string;
                state?: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportChemicals: {
        parameters: {
            query?: {
                format?: "csv" | "xlsx";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportGroups: {
        parameters: {
            query?: {
                active?: "active" | "inactive";
                filter?: string;
                format?: "csv" | "xlsx";
                page?: number;
                sort?: "name" | "-name" | "role" | "-role" | "status" | "-status" | "job_count" | "-job_count" | "created_at" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportJobs: {
        parameters: {
            query?: {
                active?: "active" | "inactive";
                filter?: string;
                format?: "csv" | "xlsx";
                group_id?: number;
                id?: number;
                location_id?: number;
                page?: number;
                sort?: "category" | "-category" | "name" | "-name" | "location" | "-location" | "created_at" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportLocations: {
        parameters: {
            query?: {
                active?: "active" | "inactive";
                filter?: string;
                format?: "csv" | "xlsx";
                page?: number;
                sort?: "name" | "-name" | "latitude" | "-latitude" | "longitude" | "-longitude" | "status" | "-status" | "job_count" | "-job_count" | "created_at" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportMail: {
        parameters: {
            query?: {
                filter?: string;
                format?: "csv" | "xlsx";
                kind?: "report" | "password-reset" | "test";
                page?: number;
                sort?: "created" | "-created" | "to" | "-to" | "subject" | "-subject" | "kind" | "-kind" | "status" | "-status" | "attempts" | "-attempts";
                status?: "outbox" | "queued" | "sent" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportReports: {
        parameters: {
            query?: {
                end_date?: string;
                filter?: string;
                flagged?: "1";
                format?: "csv" | "xlsx";
                job_filter?: string;
                job_id?: number;
                mine?: "0" | "1";
                page?: number;
                result?: "pass" | "fail";
                sort?: "job" | "-job" | "location" | "-location" | "technician" | "-technician" | "status" | "-status" | "score" | "-score" | "flagged" | "-flagged" | "start_date" | "-start_date";
                start_date?: string;
                status?: string;
                user_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportTemplates: {
        parameters: {
            query?: {
                active?: "active" | "inactive";
                filter?: string;
                format?: "csv" | "xlsx";
                page?: number;
                sort?: "name" | "-name" | "company_name" | "-company_name" | "status" | "-status" | "created_at" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportUsers: {
        parameters: {
            query?: {
                active?: "active" | "inactive";
                filter?: string;
                format?: "csv" | "xlsx";
                page?: number;
                sort?: "name" | "-name" | "email" | "-email" | "role" | "-role" | "status" | "-status" | "job_count" | "-job_count" | "created_at" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFieldTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        id: number;
                        language: ("en" | "ar" | "fa") | null;
                        name: string;
                        type: {
                            type: string;
                        };
                        type_id: number;
                        username: string;
                    };
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getChemicalTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chemsLookup: {
                            [key: string]: {
                                filepath: string | null;
                                name: string;
                            };
                        };
                        chemTree: {
                            children: components["schemas"]["ChemicalTreeNode"][];
                            /** @enum {number} */
                            id: 0;
                            /** @enum {boolean} */
                            is_category: true;
                            name: string;
                        };
                    };
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listGroups: {
        parameters: {
            query?: {
                active?: "active" | "inactive";
                filter?: string;
                page?: number;
                sort?: "name" | "-name" | "role" | "-role" | "status" | "-status" | "job_count" | "-job_count" | "created_at" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        id: number;
                        jobcount: number;
                        name: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        type: {
                            type: string;
                        };
                        type_id: number;
                    }[];
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listJobs: {
        parameters: {
            query?: {
                active?: "active" | "inactive";
                filter?: string;
                group_id?: number;
                id?: number;
                location_id?: number;
                page?: number;
                sort?: "category" | "-category" | "name" | "-name" | "location" | "-location" | "created_at" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        group?: {
                            id: number;
                            name: string;
                        };
                        jobs: {
                            job: {
                                category: string;
                                created_at: string;
                                id: number;
                                location: {
                                    address: string;
                                    id: number;
                                    name: string;
                                };
                                name: string;
                                status: {
                                    status: string;
                                };
                                status_id: number;
                            };
                            job_id: number;
                        }[];
                        location?: {
                            id: number;
                            name: string;
                        };
                        total: number;
                        /** @enum {boolean} */
                        total_estimated?: true;
                        user?: {
                            id: number;
                            name: string;
                        };
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLocations: {
        parameters: {
            query?: {
                active?: "active" | "inactive";
                filter?: string;
                page?: number;
                sort?: "name" | "-name" | "latitude" | "-latitude" | "longitude" | "-longitude" | "status" | "-status" | "job_count" | "-job_count" | "created_at" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        address_incomplete: boolean;
                        created_at: string;
                        customer: {
                            billing_address: string;
                            email: string;
                            name: string;
                            phone: string;
                        };
                        id: number;
                        jobcount: number;
                        latitude: number;
                        longitude: number;
                        name: string;
                        service_address: {
                            county: string | null;
                            municipality: string | null;
                            state: string | null;
                            street: string | null;
                            zip: string | null;
                        };
                        status: {
                            status: string;
                        };
                        status_id: number;
                    }[];
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReports: {
        parameters: {
            query?: {
                end_date?: string;
                filter?: string;
                flagged?: "1";
                job_filter?: string;
                job_id?: number;
                mine?: "0" | "1";
                page?: number;
                result?: "pass" | "fail";
                sort?: "job" | "-job" | "location" | "-location" | "technician" | "-technician" | "status" | "-status" | "score" | "-score" | "flagged" | "-flagged" | "start_date" | "-start_date";
                start_date?: string;
                status?: string;
                user_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reports: {
                            flagged_count?: number;
                            id: number;
                            job: {
                                category: string;
                                id: number;
                                name: string;
                            };
                            passed?: boolean | null;
                            return_reason: string | null;
                            score_percent?: number | null;
                            start_date: string;
                            status: {
                                status: string;
                            };
                            status_id: number;
                            template: {
                                company_name: string;
                                id: number;
                                name: string;
                            };
                            user: {
                                id: number;
                                name: string;
                            };
                        }[];
                        total: number;
                        /** @enum {boolean} */
                        total_estimated?: true;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTemplates: {
        parameters: {
            query?: {
                active?: "active" | "inactive";
                filter?: string;
                page?: number;
                sort?: "name" | "-name" | "company_name" | "-company_name" | "status" | "-status" | "created_at" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        templates: {
                            company_name: string;
                            created_at: string;
                            id: number;
                            name: string;
                            pass_mark?: number | null;
                            status: {
                                status: string;
                            };
                            status_id: number;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                active?: "active" | "inactive";
                filter?: string;
                page?: number;
                sort?: "name" | "-name" | "email" | "-email" | "role" | "-role" | "status" | "-status" | "job_count" | "-job_count" | "created_at" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certification_expires_on: string | null;
                        created_at: string;
                        email: string;
                        id: number;
                        jobcount: number;
                        name: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        type: {
                            type: string;
                        };
                        type_id: number;
                        username: string;
                    }[];
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    status_id: 1 | 2;
                    type_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        id: number;
                        jobcount: number;
                        name: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        type: {
                            type: string;
                        };
                        type_id: number;
                        updated_at: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGroup: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        id: number;
                        jobcount: number;
                        name: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        type: {
                            type: string;
                        };
                        type_id: number;
                        updated_at: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateGroup: {
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
                "application/json": {
                    name: string;
                    status_id: 1 | 2;
                    type_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        id: number;
                        jobcount: number;
                        name: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        type: {
                            type: string;
                        };
                        type_id: number;
                        updated_at: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addGroupMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listGroupMembers: {
        parameters: {
            query?: {
                page?: number;
                search?: string;
            };
            header?: never;
            path: {
                groupId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignees: {
                            id: number;
                            name: string;
                        }[];
                        users: {
                            id: number;
                            name: string;
                        }[];
                        users_more: boolean;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeGroupMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    checkHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRecordHistory: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                entity: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            /** @enum {string} */
                            action: "insert" | "update" | "delete" | "restore" | "purge";
                            actor: {
                                id: number;
                                name: string;
                            } | null;
                            changes: {
                                after: string | null;
                                before: string | null;
                                field: string;
                                /** @enum {string} */
                                kind: "text" | "status" | "reportStatus" | "role" | "boolean" | "secret";
                            }[];
                            created_at: string;
                            /** @enum {string} */
                            entity: "users" | "groups" | "group_users" | "locations" | "location_contacts" | "jobs" | "job_users" | "chemicals" | "templates" | "tasks" | "task_fields" | "reports" | "report_answers" | "report_files" | "applications" | "user_certifications" | "company_settings" | "company_licences" | "filings" | "share_links" | "imports" | "corrective_actions" | "device_types" | "devices" | "site_plans" | "visits" | "visit_users";
                            entity_id: string | null;
                            id: number;
                            label: string | null;
                        }[];
                        total: number;
                        /** @enum {boolean} */
                        total_estimated?: true;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listImports: {
        parameters: {
            query?: {
                page?: number;
                sort?: "created_at" | "-created_at" | "kind" | "-kind" | "file" | "-file" | "by" | "-by" | "created" | "-created" | "updated" | "-updated";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        created_at: string;
                        created_by: {
                            id: number;
                            name: string;
                        };
                        file_name: string;
                        id: number;
                        /** @enum {string} */
                        kind: "locations" | "chemicals" | "users";
                        rows: number;
                        undoable: boolean;
                        undone_at: (string) | null;
                        updated: number;
                    }[];
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    applyImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "locations" | "chemicals" | "users";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    file_name: string;
                    file_token: string;
                    mapping: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        id: number;
                        updated: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors?: {
                            [key: string]: string;
                        };
                        fieldCodes?: {
                            [key: string]: {
                                code: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                        lines?: number[];
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                    };
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "locations" | "chemicals" | "users";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    file_name: string;
                    file_token: string;
                    mapping: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        refused: number;
                        rows: {
                            /** @enum {string} */
                            action: "create" | "update" | "refuse";
                            changes: {
                                after: string;
                                before: string;
                                field: string;
                            }[];
                            label: string;
                            line: number;
                            reasons: {
                                code: string;
                                column: string | null;
                                field: string | null;
                                params?: {
                                    [key: string]: string | number;
                                };
                            }[];
                        }[];
                        updated: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadImportFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "locations" | "chemicals" | "users";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        encoding: "utf-8" | "utf-16" | "windows-1252" | "windows-1256";
                        file_name: string;
                        file_token: string;
                        headings: string[];
                        mapping: {
                            [key: string]: string;
                        };
                        remembered: boolean;
                        row_count: number;
                        samples: string[][];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    undoImport: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createJob: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    category?: string;
                    location_id: number;
                    name: string;
                    status_id: 1 | 2;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        category: string;
                        created_at: string;
                        id: number;
                        location: {
                            address: string;
                            id: number;
                            name: string;
                        };
                        location_id: number;
                        name: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        updated_at: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getJob: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        category: string;
                        created_at: string;
                        id: number;
                        location: {
                            address: string;
                            id: number;
                            name: string;
                        };
                        location_id: number;
                        name: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        updated_at: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateJob: {
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
                "application/json": {
                    /** @default  */
                    category?: string;
                    location_id: number;
                    name: string;
                    status_id: 1 | 2;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        category: string;
                        created_at: string;
                        id: number;
                        location: {
                            address: string;
                            id: number;
                            name: string;
                        };
                        location_id: number;
                        name: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        updated_at: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getJobOverview: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignees: {
                            id: number;
                            name: string;
                        }[];
                        category: string;
                        id: number;
                        location: {
                            address: string;
                            customer_email: string;
                            customer_name: string;
                            customer_phone: string;
                            id: number;
                            name: string;
                        };
                        name: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getJobRecurrence: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        generated?: number;
                        recurrence: {
                            end_time: string | null;
                            exceptions: string[];
                            /** @enum {string} */
                            frequency: "weekly" | "monthly" | "yearly";
                            interval: number;
                            /** @enum {string} */
                            monthly_by: "day" | "weekday";
                            rrule: string;
                            start_date: string;
                            start_time: string | null;
                            until: string | null;
                        } | null;
                        removed?: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setJobRecurrence: {
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
                "application/json": {
                    end_time?: string | null;
                    /** @default [] */
                    exceptions?: string[];
                    /** @enum {string} */
                    frequency: "weekly" | "monthly" | "yearly";
                    /** @default 1 */
                    interval?: number;
                    /**
                     * @default day
                     * @enum {string}
                     */
                    monthly_by?: "day" | "weekday";
                    start_date: string;
                    start_time?: string | null;
                    until?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        generated?: number;
                        recurrence: {
                            end_time: string | null;
                            exceptions: string[];
                            /** @enum {string} */
                            frequency: "weekly" | "monthly" | "yearly";
                            interval: number;
                            /** @enum {string} */
                            monthly_by: "day" | "weekday";
                            rrule: string;
                            start_date: string;
                            start_time: string | null;
                            until: string | null;
                        } | null;
                        removed?: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteJobRecurrence: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        generated?: number;
                        recurrence: {
                            end_time: string | null;
                            exceptions: string[];
                            /** @enum {string} */
                            frequency: "weekly" | "monthly" | "yearly";
                            interval: number;
                            /** @enum {string} */
                            monthly_by: "day" | "weekday";
                            rrule: string;
                            start_date: string;
                            start_time: string | null;
                            until: string | null;
                        } | null;
                        removed?: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listJobVisits: {
        parameters: {
            query?: {
                page?: number;
                when?: "coming" | "past";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        visits: {
                            date: string;
                            end_time: string | null;
                            id: number;
                            job: {
                                category: string;
                                id: number;
                                name: string;
                            };
                            job_id: number;
                            location: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            moved: boolean;
                            occurrence: string | null;
                            report: {
                                id: number;
                                status_id: number;
                                user_id: number;
                            } | null;
                            skip_reason: string | null;
                            start_time: string | null;
                            /** @enum {string} */
                            status: "scheduled" | "in_progress" | "done" | "skipped";
                            technicians: {
                                id: number;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    addJobAssignee: {
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
                "application/json": {
                    user_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listJobAssignees: {
        parameters: {
            query?: {
                page?: number;
                search?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignees: {
                            user: {
                                id: number;
                                name: string;
                            } | null;
                            user_id: number;
                        }[];
                        users: {
                            id: number;
                            name: string;
                        }[];
                        users_more: boolean;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listJobCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    removeJobAssignee: {
        parameters: {
            query?: {
                user_id?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id?: number;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    address?: string;
                    customer?: {
                        /** @default  */
                        billing_address?: string;
                        /** @default  */
                        email?: string;
                        /** @default  */
                        name?: string;
                        /** @default  */
                        phone?: string;
                    };
                    latitude: number;
                    longitude: number;
                    name: string;
                    service_address?: {
                        county?: string | null;
                        municipality?: string | null;
                        state?: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI") | null;
                        street?: string | null;
                        zip?: string | null;
                    };
                    status_id: 1 | 2;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        address_incomplete: boolean;
                        created_at: string;
                        customer: {
                            billing_address: string;
                            email: string;
                            name: string;
                            phone: string;
                        };
                        id: number;
                        jobcount: number;
                        latitude: number;
                        longitude: number;
                        name: string;
                        service_address: {
                            county: string | null;
                            municipality: string | null;
                            state: string | null;
                            street: string | null;
                            zip: string | null;
                        };
                        status: {
                            status: string;
                        };
                        status_id: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLocation: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        address_incomplete: boolean;
                        created_at: string;
                        customer: {
                            billing_address: string;
                            email: string;
                            name: string;
                            phone: string;
                        };
                        id: number;
                        jobcount: number;
                        latitude: number;
                        longitude: number;
                        name: string;
                        service_address: {
                            county: string | null;
                            municipality: string | null;
                            state: string | null;
                            street: string | null;
                            zip: string | null;
                        };
                        status: {
                            status: string;
                        };
                        status_id: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateLocation: {
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
                "application/json": {
                    /** @default  */
                    address?: string;
                    customer?: {
                        /** @default  */
                        billing_address?: string;
                        /** @default  */
                        email?: string;
                        /** @default  */
                        name?: string;
                        /** @default  */
                        phone?: string;
                    };
                    latitude: number;
                    longitude: number;
                    name: string;
                    service_address?: {
                        county?: string | null;
                        municipality?: string | null;
                        state?: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI") | null;
                        street?: string | null;
                        zip?: string | null;
                    };
                    status_id: 1 | 2;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        address_incomplete: boolean;
                        created_at: string;
                        customer: {
                            billing_address: string;
                            email: string;
                            name: string;
                            phone: string;
                        };
                        id: number;
                        jobcount: number;
                        latitude: number;
                        longitude: number;
                        name: string;
                        service_address: {
                            county: string | null;
                            municipality: string | null;
                            state: string | null;
                            street: string | null;
                            zip: string | null;
                        };
                        status: {
                            status: string;
                        };
                        status_id: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLocationContacts: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contacts: {
                            email: string;
                            id: number;
                            name: string;
                            phone: string;
                            receives_reports: boolean;
                            role: string;
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    replaceLocationContacts: {
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
                "application/json": {
                    contacts: {
                        /** @default  */
                        email?: string;
                        name: string;
                        /** @default  */
                        phone?: string;
                        /** @default false */
                        receives_reports?: boolean;
                        /** @default  */
                        role?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contacts: {
                            email: string;
                            id: number;
                            name: string;
                            phone: string;
                            receives_reports: boolean;
                            role: string;
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadDeviceLabelsPdf: {
        parameters: {
            query?: {
                ids?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDeviceTrends: {
        parameters: {
            query: {
                from: string;
                threshold?: number;
                to: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conditions: {
                            /** @enum {string} */
                            condition: "good" | "damaged" | "missing" | "inaccessible" | "replaced";
                            count: number;
                        }[];
                        devices: {
                            above_threshold: boolean;
                            device_id: number;
                            number: number;
                            peak: number;
                            points: {
                                activity: number;
                                inspections: number;
                                month: string;
                            }[];
                            total: number;
                            type_name: string;
                            zone: string;
                        }[];
                        from: string;
                        months: string[];
                        pests: {
                            pest: string;
                            points: {
                                activity: number;
                                inspections: number;
                                month: string;
                            }[];
                        }[];
                        threshold: number;
                        to: string;
                        zones: {
                            points: {
                                activity: number;
                                inspections: number;
                                month: string;
                            }[];
                            zone: string;
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadDeviceTrendReportPdf: {
        parameters: {
            query: {
                from: string;
                threshold?: number;
                to: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDevices: {
        parameters: {
            query?: {
                active?: "active" | "removed" | "all";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        devices: {
                            active: boolean;
                            code: string;
                            id: number;
                            installed_on: string | null;
                            location_id: number;
                            number: number;
                            place: {
                                plan_id: number;
                                x: number;
                                y: number;
                            } | null;
                            placement: string;
                            removed_on: string | null;
                            type_id: number;
                            type_name: string;
                            zone: string;
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDevice: {
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
                "application/json": {
                    installed_on?: string | null;
                    number: number;
                    place?: {
                        plan_id: number;
                        x: number;
                        y: number;
                    } | null;
                    /** @default  */
                    placement?: string;
                    type_id: number;
                    /** @default  */
                    zone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        code: string;
                        id: number;
                        installed_on: string | null;
                        location_id: number;
                        number: number;
                        place: {
                            plan_id: number;
                            x: number;
                            y: number;
                        } | null;
                        placement: string;
                        removed_on: string | null;
                        type_id: number;
                        type_name: string;
                        zone: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createDeviceRange: {
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
                "application/json": {
                    from: number;
                    installed_on?: string | null;
                    /** @default  */
                    placement?: string;
                    to: number;
                    type_id: number;
                    /** @default  */
                    zone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        devices: {
                            active: boolean;
                            code: string;
                            id: number;
                            installed_on: string | null;
                            location_id: number;
                            number: number;
                            place: {
                                plan_id: number;
                                x: number;
                                y: number;
                            } | null;
                            placement: string;
                            removed_on: string | null;
                            type_id: number;
                            type_name: string;
                            zone: string;
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listLocationShareLinks: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        links: {
                            created_at: string;
                            created_by: string | null;
                            expires_at: string;
                            id: number;
                            label: string;
                            last_opened_at: (string) | null;
                            openings: number;
                            revoked_at: (string) | null;
                            /** @enum {string} */
                            state: "active" | "expired" | "revoked";
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createLocationShareLink: {
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
                "application/json": {
                    days?: number;
                    /** @default  */
                    label?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expires_at: string;
                        id: number;
                        url: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSitePlans: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plans: {
                            height: number;
                            id: number;
                            location_id: number;
                            name: string;
                            url: string;
                            width: number;
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadSitePlan: {
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
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        height: number;
                        id: number;
                        location_id: number;
                        name: string;
                        url: string;
                        width: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getZipCounty: {
        parameters: {
            query: {
                state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI";
                zip: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        county: string | null;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMail: {
        parameters: {
            query?: {
                filter?: string;
                kind?: "report" | "password-reset" | "test";
                page?: number;
                sort?: "created" | "-created" | "to" | "-to" | "subject" | "-subject" | "kind" | "-kind" | "status" | "-status" | "attempts" | "-attempts";
                status?: "outbox" | "queued" | "sent" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mails: {
                            attempts: number;
                            created_at: string;
                            id: number;
                            kind: string;
                            last_error: string | null;
                            next_attempt_at: string;
                            recipients: string[];
                            report_id: number | null;
                            sent_at: (string) | null;
                            /** @enum {string} */
                            status: "outbox" | "queued" | "sending" | "sent" | "failed";
                            subject: string;
                        }[];
                        sending: boolean;
                        total: number;
                        /** @enum {boolean} */
                        total_estimated?: true;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMail: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachments: {
                            kind: string;
                            report_id: number;
                        }[];
                        attempt_log: {
                            attempted_at: string;
                            id: number;
                            ok: boolean;
                            response: string;
                        }[];
                        attempts: number;
                        created_at: string;
                        created_by: {
                            id: number;
                            name: string;
                        } | null;
                        id: number;
                        kind: string;
                        last_error: string | null;
                        links_withheld: boolean;
                        message_id: string;
                        next_attempt_at: string;
                        recipients: string[];
                        report_id: number | null;
                        sent_at: (string) | null;
                        /** @enum {string} */
                        status: "outbox" | "queued" | "sending" | "sent" | "failed";
                        subject: string;
                        text_body: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMyVisits: {
        parameters: {
            query?: {
                day?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        day: string;
                        today: string;
                        visits: {
                            date: string;
                            end_time: string | null;
                            id: number;
                            job: {
                                category: string;
                                id: number;
                                name: string;
                            };
                            job_id: number;
                            location: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            moved: boolean;
                            occurrence: string | null;
                            report: {
                                id: number;
                                status_id: number;
                                user_id: number;
                            } | null;
                            skip_reason: string | null;
                            start_time: string | null;
                            /** @enum {string} */
                            status: "scheduled" | "in_progress" | "done" | "skipped";
                            technicians: {
                                id: number;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMyJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        category: string;
                        created_at: string;
                        id: number;
                        location: {
                            address: string;
                            id: number;
                            name: string;
                        };
                        name: string;
                        open_report_id: number | null;
                    }[];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    job_id: number;
                    template_id: number;
                    visit_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        application_settings: {
                            applicators: {
                                certification_id: string;
                                expires_on: string;
                                id: number;
                                name: string;
                            }[];
                            rate_check_warn_only: boolean;
                            record_weather: boolean;
                            state: string | null;
                        };
                        applications: {
                            amount: number;
                            applicator: {
                                id: number;
                                name: string;
                            };
                            applicator_certification: {
                                category: string;
                                certification_id: string;
                                expires_on: string;
                                state: string;
                            } | null;
                            applied_on: string;
                            area: number;
                            /** @enum {string} */
                            area_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m";
                            business_licence: string | null;
                            business_licence_expired_on: string | null;
                            chemical_id: number;
                            corrections: {
                                at: string;
                                by: {
                                    id: number | null;
                                    name: string;
                                };
                                changes: {
                                    from: string | number | null;
                                    /** @enum {string} */
                                    part: "street" | "municipality" | "county" | "zip" | "amount" | "unit" | "epa_reg_no" | "site_code" | "target_pests" | "applied_on" | "start_time";
                                    to: string | number | null;
                                }[];
                                note: string;
                            }[];
                            county: string;
                            customer_address: string;
                            customer_name: string;
                            customer_phone: string;
                            end_time: string | null;
                            epa_reg_no: string;
                            field_id: number;
                            id: number;
                            latitude: number | null;
                            location_id: number;
                            location_name: string;
                            longitude: number | null;
                            lot: string;
                            method: string;
                            mix_rate: {
                                amount: number;
                                per_quantity: number;
                                /** @enum {string} */
                                per_unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                                /** @enum {string} */
                                unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                            } | null;
                            municipality: string;
                            place: string;
                            position: number;
                            product_name: string;
                            rate_over_label: boolean;
                            rate_reason: string;
                            rei_hours: number | null;
                            report_id: number;
                            restricted_use: boolean;
                            site_code: number | null;
                            start_time: string;
                            state: string;
                            state_reg_no: string | null;
                            street: string;
                            supervisor: {
                                id: number;
                                name: string;
                            } | null;
                            supervisor_certification: {
                                category: string;
                                certification_id: string;
                                expires_on: string;
                                state: string;
                            } | null;
                            target_pests: string;
                            temperature_f: number | null;
                            total_mix: {
                                amount: number;
                                /** @enum {string} */
                                unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                            } | null;
                            /** @enum {string} */
                            unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                            wind_direction: string | null;
                            wind_speed_mph: number | null;
                            zip: string;
                        }[];
                        can: {
                            delete: boolean;
                            edit: boolean;
                            finish: boolean;
                            print: boolean;
                            return: boolean;
                            submit: boolean;
                        };
                        chemicals: {
                            active_ingredient: string | null;
                            epa_reg_no: string | null;
                            id: number;
                            name: string;
                        }[];
                        devices?: {
                            active: boolean;
                            code: string;
                            id: number;
                            number: number;
                            place: {
                                plan_id: number;
                                x: number;
                                y: number;
                            } | null;
                            placement: string;
                            type: {
                                /** @enum {string} */
                                activity: "level" | "count";
                                bait: boolean;
                                id: number;
                                name: string;
                                pests: string[];
                            };
                            zone: string;
                        }[];
                        files: {
                            field_id: number;
                            id: number;
                            mime: string;
                            size: number;
                        }[];
                        finished_at: (string) | null;
                        history: {
                            created_at: string;
                            from: {
                                status: string;
                            } | null;
                            from_status_id: number | null;
                            id: number;
                            reason: string | null;
                            to: {
                                status: string;
                            };
                            to_status_id: number;
                            user: {
                                id: number;
                                name: string;
                            };
                        }[];
                        id: number;
                        job: {
                            category: string;
                            id: number;
                            location: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            name: string;
                        };
                        pass_mark?: number | null;
                        return_reason: string | null;
                        score?: {
                            flagged: number;
                            max_points: number;
                            passed: boolean | null;
                            percent: number | null;
                            points: number;
                        };
                        site_plans?: {
                            height: number;
                            id: number;
                            location_id: number;
                            name: string;
                            url: string;
                            width: number;
                        }[];
                        start_date: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        submitted_at: (string) | null;
                        tasks: {
                            condition?: ({
                                field_id: number;
                                /** @enum {string} */
                                op: "equals";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "one_of";
                                values: string[];
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "contains";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "lt";
                                value: number;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "gt";
                                value: number;
                            } | {
                                field_id: number;
                                max: number;
                                min: number;
                                /** @enum {string} */
                                op: "between";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "answered";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "empty";
                            }) | null;
                            fields: {
                                answer: unknown;
                                condition?: ({
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "equals";
                                    value: string;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "one_of";
                                    values: string[];
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "contains";
                                    value: string;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "lt";
                                    value: number;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "gt";
                                    value: number;
                                } | {
                                    field_id: number;
                                    max: number;
                                    min: number;
                                    /** @enum {string} */
                                    op: "between";
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "answered";
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "empty";
                                }) | null;
                                default_value: string | null;
                                field_name: string;
                                field_type: number;
                                followup?: {
                                    note?: string;
                                    photos?: {
                                        file_id: number;
                                    }[];
                                } | null;
                                full_coverage?: boolean;
                                hidden?: boolean;
                                id: number;
                                options: string[];
                                required: number;
                                scoring?: {
                                    /** @default null */
                                    flag_requires: ("note" | "photo" | "action") | null;
                                    /** @default [] */
                                    flagged: string[];
                                    /** @default {} */
                                    points: {
                                        [key: string]: number;
                                    };
                                } | null;
                                type_name: string;
                                weight: number;
                            }[];
                            hidden?: boolean;
                            id: number;
                            task: string;
                            weight: number;
                        }[];
                        template: {
                            company_name: string;
                            id: number;
                            name: string;
                        };
                        updated_at: string;
                        user: {
                            id: number;
                            name: string;
                        };
                        verification_code?: string | null;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors?: {
                            [key: string]: string;
                        };
                        fieldCodes?: {
                            [key: string]: {
                                code: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                        message: string;
                        openReportId?: number;
                        params?: {
                            [key: string]: string | number;
                        };
                    };
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReport: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        application_settings: {
                            applicators: {
                                certification_id: string;
                                expires_on: string;
                                id: number;
                                name: string;
                            }[];
                            rate_check_warn_only: boolean;
                            record_weather: boolean;
                            state: string | null;
                        };
                        applications: {
                            amount: number;
                            applicator: {
                                id: number;
                                name: string;
                            };
                            applicator_certification: {
                                category: string;
                                certification_id: string;
                                expires_on: string;
                                state: string;
                            } | null;
                            applied_on: string;
                            area: number;
                            /** @enum {string} */
                            area_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m";
                            business_licence: string | null;
                            business_licence_expired_on: string | null;
                            chemical_id: number;
                            corrections: {
                                at: string;
                                by: {
                                    id: number | null;
                                    name: string;
                                };
                                changes: {
                                    from: string | number | null;
                                    /** @enum {string} */
                                    part: "street" | "municipality" | "county" | "zip" | "amount" | "unit" | "epa_reg_no" | "site_code" | "target_pests" | "applied_on" | "start_time";
                                    to: string | number | null;
                                }[];
                                note: string;
                            }[];
                            county: string;
                            customer_address: string;
                            customer_name: string;
                            customer_phone: string;
                            end_time: string | null;
                            epa_reg_no: string;
                            field_id: number;
                            id: number;
                            latitude: number | null;
                            location_id: number;
                            location_name: string;
                            longitude: number | null;
                            lot: string;
                            method: string;
                            mix_rate: {
                                amount: number;
                                per_quantity: number;
                                /** @enum {string} */
                                per_unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                                /** @enum {string} */
                                unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                            } | null;
                            municipality: string;
                            place: string;
                            position: number;
                            product_name: string;
                            rate_over_label: boolean;
                            rate_reason: string;
                            rei_hours: number | null;
                            report_id: number;
                            restricted_use: boolean;
                            site_code: number | null;
                            start_time: string;
                            state: string;
                            state_reg_no: string | null;
                            street: string;
                            supervisor: {
                                id: number;
                                name: string;
                            } | null;
                            supervisor_certification: {
                                category: string;
                                certification_id: string;
                                expires_on: string;
                                state: string;
                            } | null;
                            target_pests: string;
                            temperature_f: number | null;
                            total_mix: {
                                amount: number;
                                /** @enum {string} */
                                unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                            } | null;
                            /** @enum {string} */
                            unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                            wind_direction: string | null;
                            wind_speed_mph: number | null;
                            zip: string;
                        }[];
                        can: {
                            delete: boolean;
                            edit: boolean;
                            finish: boolean;
                            print: boolean;
                            return: boolean;
                            submit: boolean;
                        };
                        chemicals: {
                            active_ingredient: string | null;
                            epa_reg_no: string | null;
                            id: number;
                            name: string;
                        }[];
                        devices?: {
                            active: boolean;
                            code: string;
                            id: number;
                            number: number;
                            place: {
                                plan_id: number;
                                x: number;
                                y: number;
                            } | null;
                            placement: string;
                            type: {
                                /** @enum {string} */
                                activity: "level" | "count";
                                bait: boolean;
                                id: number;
                                name: string;
                                pests: string[];
                            };
                            zone: string;
                        }[];
                        files: {
                            field_id: number;
                            id: number;
                            mime: string;
                            size: number;
                        }[];
                        finished_at: (string) | null;
                        history: {
                            created_at: string;
                            from: {
                                status: string;
                            } | null;
                            from_status_id: number | null;
                            id: number;
                            reason: string | null;
                            to: {
                                status: string;
                            };
                            to_status_id: number;
                            user: {
                                id: number;
                                name: string;
                            };
                        }[];
                        id: number;
                        job: {
                            category: string;
                            id: number;
                            location: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            name: string;
                        };
                        pass_mark?: number | null;
                        return_reason: string | null;
                        score?: {
                            flagged: number;
                            max_points: number;
                            passed: boolean | null;
                            percent: number | null;
                            points: number;
                        };
                        site_plans?: {
                            height: number;
                            id: number;
                            location_id: number;
                            name: string;
                            url: string;
                            width: number;
                        }[];
                        start_date: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        submitted_at: (string) | null;
                        tasks: {
                            condition?: ({
                                field_id: number;
                                /** @enum {string} */
                                op: "equals";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "one_of";
                                values: string[];
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "contains";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "lt";
                                value: number;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "gt";
                                value: number;
                            } | {
                                field_id: number;
                                max: number;
                                min: number;
                                /** @enum {string} */
                                op: "between";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "answered";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "empty";
                            }) | null;
                            fields: {
                                answer: unknown;
                                condition?: ({
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "equals";
                                    value: string;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "one_of";
                                    values: string[];
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "contains";
                                    value: string;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "lt";
                                    value: number;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "gt";
                                    value: number;
                                } | {
                                    field_id: number;
                                    max: number;
                                    min: number;
                                    /** @enum {string} */
                                    op: "between";
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "answered";
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "empty";
                                }) | null;
                                default_value: string | null;
                                field_name: string;
                                field_type: number;
                                followup?: {
                                    note?: string;
                                    photos?: {
                                        file_id: number;
                                    }[];
                                } | null;
                                full_coverage?: boolean;
                                hidden?: boolean;
                                id: number;
                                options: string[];
                                required: number;
                                scoring?: {
                                    /** @default null */
                                    flag_requires: ("note" | "photo" | "action") | null;
                                    /** @default [] */
                                    flagged: string[];
                                    /** @default {} */
                                    points: {
                                        [key: string]: number;
                                    };
                                } | null;
                                type_name: string;
                                weight: number;
                            }[];
                            hidden?: boolean;
                            id: number;
                            task: string;
                            weight: number;
                        }[];
                        template: {
                            company_name: string;
                            id: number;
                            name: string;
                        };
                        updated_at: string;
                        user: {
                            id: number;
                            name: string;
                        };
                        verification_code?: string | null;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    saveReportAnswers: {
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
                "application/json": {
                    answers: {
                        field_id: number;
                        value: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answers: {
                            field_id: number;
                            value: unknown;
                        }[];
                        updated_at: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReportCorrectiveActions: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from_report: {
                            answer: string | null;
                            assignee: {
                                id: number;
                                name: string;
                            } | null;
                            closed_at: (string) | null;
                            closed_by: {
                                id: number;
                                name: string;
                            } | null;
                            closing_note: string | null;
                            created_at: string;
                            created_by: {
                                id: number;
                                name: string;
                            } | null;
                            description: string;
                            due_date: string | null;
                            field_id: number | null;
                            has_closing_photo: boolean;
                            id: number;
                            job: {
                                id: number;
                                name: string;
                            } | null;
                            location: {
                                id: number;
                                name: string;
                            };
                            overdue: boolean;
                            /** @enum {string} */
                            priority: "low" | "medium" | "high";
                            question: string | null;
                            report_id: number | null;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "done" | "verified";
                            title: string;
                            verified_at: (string) | null;
                            verified_by: {
                                id: number;
                                name: string;
                            } | null;
                        }[];
                        open_at_location: {
                            answer: string | null;
                            assignee: {
                                id: number;
                                name: string;
                            } | null;
                            closed_at: (string) | null;
                            closed_by: {
                                id: number;
                                name: string;
                            } | null;
                            closing_note: string | null;
                            created_at: string;
                            created_by: {
                                id: number;
                                name: string;
                            } | null;
                            description: string;
                            due_date: string | null;
                            field_id: number | null;
                            has_closing_photo: boolean;
                            id: number;
                            job: {
                                id: number;
                                name: string;
                            } | null;
                            location: {
                                id: number;
                                name: string;
                            };
                            overdue: boolean;
                            /** @enum {string} */
                            priority: "low" | "medium" | "high";
                            question: string | null;
                            report_id: number | null;
                            /** @enum {string} */
                            status: "open" | "in_progress" | "done" | "verified";
                            title: string;
                            verified_at: (string) | null;
                            verified_by: {
                                id: number;
                                name: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createReportCorrectiveAction: {
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
                "application/json": {
                    assignee_id?: number | null;
                    /** @default  */
                    description?: string;
                    due_date?: string | null;
                    field_id?: number;
                    /**
                     * @default medium
                     * @enum {string}
                     */
                    priority?: "low" | "medium" | "high";
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer: string | null;
                        assignee: {
                            id: number;
                            name: string;
                        } | null;
                        closed_at: (string) | null;
                        closed_by: {
                            id: number;
                            name: string;
                        } | null;
                        closing_note: string | null;
                        created_at: string;
                        created_by: {
                            id: number;
                            name: string;
                        } | null;
                        description: string;
                        due_date: string | null;
                        field_id: number | null;
                        has_closing_photo: boolean;
                        id: number;
                        job: {
                            id: number;
                            name: string;
                        } | null;
                        location: {
                            id: number;
                            name: string;
                        };
                        overdue: boolean;
                        /** @enum {string} */
                        priority: "low" | "medium" | "high";
                        question: string | null;
                        report_id: number | null;
                        /** @enum {string} */
                        status: "open" | "in_progress" | "done" | "verified";
                        title: string;
                        verified_at: (string) | null;
                        verified_by: {
                            id: number;
                            name: string;
                        } | null;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        errors?: {
                            [key: string]: string;
                        };
                        fieldCodes?: {
                            [key: string]: {
                                code: string;
                                params?: {
                                    [key: string]: string | number;
                                };
                            };
                        };
                        id?: number;
                        message: string;
                        params?: {
                            [key: string]: string | number;
                        };
                    };
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    closeReportCorrectiveAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                actionId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    closing_note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer: string | null;
                        assignee: {
                            id: number;
                            name: string;
                        } | null;
                        closed_at: (string) | null;
                        closed_by: {
                            id: number;
                            name: string;
                        } | null;
                        closing_note: string | null;
                        created_at: string;
                        created_by: {
                            id: number;
                            name: string;
                        } | null;
                        description: string;
                        due_date: string | null;
                        field_id: number | null;
                        has_closing_photo: boolean;
                        id: number;
                        job: {
                            id: number;
                            name: string;
                        } | null;
                        location: {
                            id: number;
                            name: string;
                        };
                        overdue: boolean;
                        /** @enum {string} */
                        priority: "low" | "medium" | "high";
                        question: string | null;
                        report_id: number | null;
                        /** @enum {string} */
                        status: "open" | "in_progress" | "done" | "verified";
                        title: string;
                        verified_at: (string) | null;
                        verified_by: {
                            id: number;
                            name: string;
                        } | null;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadReportPdf: {
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
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadReportFile: {
        parameters: {
            query: {
                field_id: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        field_id: number;
                        id: number;
                        mime: string;
                        size: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReportFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fileId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    finishReport: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        application_settings: {
                            applicators: {
                                certification_id: string;
                                expires_on: string;
                                id: number;
                                name: string;
                            }[];
                            rate_check_warn_only: boolean;
                            record_weather: boolean;
                            state: string | null;
                        };
                        applications: {
                            amount: number;
                            applicator: {
                                id: number;
                                name: string;
                            };
                            applicator_certification: {
                                category: string;
                                certification_id: string;
                                expires_on: string;
                                state: string;
                            } | null;
                            applied_on: string;
                            area: number;
                            /** @enum {string} */
                            area_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m";
                            business_licence: string | null;
                            business_licence_expired_on: string | null;
                            chemical_id: number;
                            corrections: {
                                at: string;
                                by: {
                                    id: number | null;
                                    name: string;
                                };
                                changes: {
                                    from: string | number | null;
                                    /** @enum {string} */
                                    part: "street" | "municipality" | "county" | "zip" | "amount" | "unit" | "epa_reg_no" | "site_code" | "target_pests" | "applied_on" | "start_time";
                                    to: string | number | null;
                                }[];
                                note: string;
                            }[];
                            county: string;
                            customer_address: string;
                            customer_name: string;
                            customer_phone: string;
                            end_time: string | null;
                            epa_reg_no: string;
                            field_id: number;
                            id: number;
                            latitude: number | null;
                            location_id: number;
                            location_name: string;
                            longitude: number | null;
                            lot: string;
                            method: string;
                            mix_rate: {
                                amount: number;
                                per_quantity: number;
                                /** @enum {string} */
                                per_unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                                /** @enum {string} */
                                unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                            } | null;
                            municipality: string;
                            place: string;
                            position: number;
                            product_name: string;
                            rate_over_label: boolean;
                            rate_reason: string;
                            rei_hours: number | null;
                            report_id: number;
                            restricted_use: boolean;
                            site_code: number | null;
                            start_time: string;
                            state: string;
                            state_reg_no: string | null;
                            street: string;
                            supervisor: {
                                id: number;
                                name: string;
                            } | null;
                            supervisor_certification: {
                                category: string;
                                certification_id: string;
                                expires_on: string;
                                state: string;
                            } | null;
                            target_pests: string;
                            temperature_f: number | null;
                            total_mix: {
                                amount: number;
                                /** @enum {string} */
                                unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                            } | null;
                            /** @enum {string} */
                            unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                            wind_direction: string | null;
                            wind_speed_mph: number | null;
                            zip: string;
                        }[];
                        can: {
                            delete: boolean;
                            edit: boolean;
                            finish: boolean;
                            print: boolean;
                            return: boolean;
                            submit: boolean;
                        };
                        chemicals: {
                            active_ingredient: string | null;
                            epa_reg_no: string | null;
                            id: number;
                            name: string;
                        }[];
                        devices?: {
                            active: boolean;
                            code: string;
                            id: number;
                            number: number;
                            place: {
                                plan_id: number;
                                x: number;
                                y: number;
                            } | null;
                            placement: string;
                            type: {
                                /** @enum {string} */
                                activity: "level" | "count";
                                bait: boolean;
                                id: number;
                                name: string;
                                pests: string[];
                            };
                            zone: string;
                        }[];
                        files: {
                            field_id: number;
                            id: number;
                            mime: string;
                            size: number;
                        }[];
                        finished_at: (string) | null;
                        history: {
                            created_at: string;
                            from: {
                                status: string;
                            } | null;
                            from_status_id: number | null;
                            id: number;
                            reason: string | null;
                            to: {
                                status: string;
                            };
                            to_status_id: number;
                            user: {
                                id: number;
                                name: string;
                            };
                        }[];
                        id: number;
                        job: {
                            category: string;
                            id: number;
                            location: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            name: string;
                        };
                        pass_mark?: number | null;
                        return_reason: string | null;
                        score?: {
                            flagged: number;
                            max_points: number;
                            passed: boolean | null;
                            percent: number | null;
                            points: number;
                        };
                        site_plans?: {
                            height: number;
                            id: number;
                            location_id: number;
                            name: string;
                            url: string;
                            width: number;
                        }[];
                        start_date: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        submitted_at: (string) | null;
                        tasks: {
                            condition?: ({
                                field_id: number;
                                /** @enum {string} */
                                op: "equals";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "one_of";
                                values: string[];
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "contains";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "lt";
                                value: number;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "gt";
                                value: number;
                            } | {
                                field_id: number;
                                max: number;
                                min: number;
                                /** @enum {string} */
                                op: "between";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "answered";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "empty";
                            }) | null;
                            fields: {
                                answer: unknown;
                                condition?: ({
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "equals";
                                    value: string;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "one_of";
                                    values: string[];
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "contains";
                                    value: string;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "lt";
                                    value: number;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "gt";
                                    value: number;
                                } | {
                                    field_id: number;
                                    max: number;
                                    min: number;
                                    /** @enum {string} */
                                    op: "between";
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "answered";
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "empty";
                                }) | null;
                                default_value: string | null;
                                field_name: string;
                                field_type: number;
                                followup?: {
                                    note?: string;
                                    photos?: {
                                        file_id: number;
                                    }[];
                                } | null;
                                full_coverage?: boolean;
                                hidden?: boolean;
                                id: number;
                                options: string[];
                                required: number;
                                scoring?: {
                                    /** @default null */
                                    flag_requires: ("note" | "photo" | "action") | null;
                                    /** @default [] */
                                    flagged: string[];
                                    /** @default {} */
                                    points: {
                                        [key: string]: number;
                                    };
                                } | null;
                                type_name: string;
                                weight: number;
                            }[];
                            hidden?: boolean;
                            id: number;
                            task: string;
                            weight: number;
                        }[];
                        template: {
                            company_name: string;
                            id: number;
                            name: string;
                        };
                        updated_at: string;
                        user: {
                            id: number;
                            name: string;
                        };
                        verification_code?: string | null;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getReportForPrint: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        application_settings: {
                            applicators: {
                                certification_id: string;
                                expires_on: string;
                                id: number;
                                name: string;
                            }[];
                            rate_check_warn_only: boolean;
                            record_weather: boolean;
                            state: string | null;
                        };
                        applications: {
                            amount: number;
                            applicator: {
                                id: number;
                                name: string;
                            };
                            applicator_certification: {
                                category: string;
                                certification_id: string;
                                expires_on: string;
                                state: string;
                            } | null;
                            applied_on: string;
                            area: number;
                            /** @enum {string} */
                            area_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m";
                            business_licence: string | null;
                            business_licence_expired_on: string | null;
                            chemical_id: number;
                            corrections: {
                                at: string;
                                by: {
                                    id: number | null;
                                    name: string;
                                };
                                changes: {
                                    from: string | number | null;
                                    /** @enum {string} */
                                    part: "street" | "municipality" | "county" | "zip" | "amount" | "unit" | "epa_reg_no" | "site_code" | "target_pests" | "applied_on" | "start_time";
                                    to: string | number | null;
                                }[];
                                note: string;
                            }[];
                            county: string;
                            customer_address: string;
                            customer_name: string;
                            customer_phone: string;
                            end_time: string | null;
                            epa_reg_no: string;
                            field_id: number;
                            id: number;
                            latitude: number | null;
                            location_id: number;
                            location_name: string;
                            longitude: number | null;
                            lot: string;
                            method: string;
                            mix_rate: {
                                amount: number;
                                per_quantity: number;
                                /** @enum {string} */
                                per_unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                                /** @enum {string} */
                                unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                            } | null;
                            municipality: string;
                            place: string;
                            position: number;
                            product_name: string;
                            rate_over_label: boolean;
                            rate_reason: string;
                            rei_hours: number | null;
                            report_id: number;
                            restricted_use: boolean;
                            site_code: number | null;
                            start_time: string;
                            state: string;
                            state_reg_no: string | null;
                            street: string;
                            supervisor: {
                                id: number;
                                name: string;
                            } | null;
                            supervisor_certification: {
                                category: string;
                                certification_id: string;
                                expires_on: string;
                                state: string;
                            } | null;
                            target_pests: string;
                            temperature_f: number | null;
                            total_mix: {
                                amount: number;
                                /** @enum {string} */
                                unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                            } | null;
                            /** @enum {string} */
                            unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                            wind_direction: string | null;
                            wind_speed_mph: number | null;
                            zip: string;
                        }[];
                        can: {
                            delete: boolean;
                            edit: boolean;
                            finish: boolean;
                            print: boolean;
                            return: boolean;
                            submit: boolean;
                        };
                        chemicals: {
                            active_ingredient: string | null;
                            epa_reg_no: string | null;
                            id: number;
                            name: string;
                        }[];
                        devices?: {
                            active: boolean;
                            code: string;
                            id: number;
                            number: number;
                            place: {
                                plan_id: number;
                                x: number;
                                y: number;
                            } | null;
                            placement: string;
                            type: {
                                /** @enum {string} */
                                activity: "level" | "count";
                                bait: boolean;
                                id: number;
                                name: string;
                                pests: string[];
                            };
                            zone: string;
                        }[];
                        files: {
                            field_id: number;
                            id: number;
                            mime: string;
                            size: number;
                        }[];
                        finished_at: (string) | null;
                        history: {
                            created_at: string;
                            from: {
                                status: string;
                            } | null;
                            from_status_id: number | null;
                            id: number;
                            reason: string | null;
                            to: {
                                status: string;
                            };
                            to_status_id: number;
                            user: {
                                id: number;
                                name: string;
                            };
                        }[];
                        id: number;
                        job: {
                            category: string;
                            id: number;
                            location: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            name: string;
                        };
                        pass_mark?: number | null;
                        return_reason: string | null;
                        score?: {
                            flagged: number;
                            max_points: number;
                            passed: boolean | null;
                            percent: number | null;
                            points: number;
                        };
                        site_plans?: {
                            height: number;
                            id: number;
                            location_id: number;
                            name: string;
                            url: string;
                            width: number;
                        }[];
                        start_date: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        submitted_at: (string) | null;
                        tasks: {
                            condition?: ({
                                field_id: number;
                                /** @enum {string} */
                                op: "equals";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "one_of";
                                values: string[];
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "contains";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "lt";
                                value: number;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "gt";
                                value: number;
                            } | {
                                field_id: number;
                                max: number;
                                min: number;
                                /** @enum {string} */
                                op: "between";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "answered";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "empty";
                            }) | null;
                            fields: {
                                answer: unknown;
                                condition?: ({
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "equals";
                                    value: string;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "one_of";
                                    values: string[];
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "contains";
                                    value: string;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "lt";
                                    value: number;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "gt";
                                    value: number;
                                } | {
                                    field_id: number;
                                    max: number;
                                    min: number;
                                    /** @enum {string} */
                                    op: "between";
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "answered";
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "empty";
                                }) | null;
                                default_value: string | null;
                                field_name: string;
                                field_type: number;
                                followup?: {
                                    note?: string;
                                    photos?: {
                                        file_id: number;
                                    }[];
                                } | null;
                                full_coverage?: boolean;
                                hidden?: boolean;
                                id: number;
                                options: string[];
                                required: number;
                                scoring?: {
                                    /** @default null */
                                    flag_requires: ("note" | "photo" | "action") | null;
                                    /** @default [] */
                                    flagged: string[];
                                    /** @default {} */
                                    points: {
                                        [key: string]: number;
                                    };
                                } | null;
                                type_name: string;
                                weight: number;
                            }[];
                            hidden?: boolean;
                            id: number;
                            task: string;
                            weight: number;
                        }[];
                        template: {
                            company_name: string;
                            id: number;
                            name: string;
                        };
                        updated_at: string;
                        user: {
                            id: number;
                            name: string;
                        };
                        verification_code?: string | null;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    returnReport: {
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
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        application_settings: {
                            applicators: {
                                certification_id: string;
                                expires_on: string;
                                id: number;
                                name: string;
                            }[];
                            rate_check_warn_only: boolean;
                            record_weather: boolean;
                            state: string | null;
                        };
                        applications: {
                            amount: number;
                            applicator: {
                                id: number;
                                name: string;
                            };
                            applicator_certification: {
                                category: string;
                                certification_id: string;
                                expires_on: string;
                                state: string;
                            } | null;
                            applied_on: string;
                            area: number;
                            /** @enum {string} */
                            area_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m";
                            business_licence: string | null;
                            business_licence_expired_on: string | null;
                            chemical_id: number;
                            corrections: {
                                at: string;
                                by: {
                                    id: number | null;
                                    name: string;
                                };
                                changes: {
                                    from: string | number | null;
                                    /** @enum {string} */
                                    part: "street" | "municipality" | "county" | "zip" | "amount" | "unit" | "epa_reg_no" | "site_code" | "target_pests" | "applied_on" | "start_time";
                                    to: string | number | null;
                                }[];
                                note: string;
                            }[];
                            county: string;
                            customer_address: string;
                            customer_name: string;
                            customer_phone: string;
                            end_time: string | null;
                            epa_reg_no: string;
                            field_id: number;
                            id: number;
                            latitude: number | null;
                            location_id: number;
                            location_name: string;
                            longitude: number | null;
                            lot: string;
                            method: string;
                            mix_rate: {
                                amount: number;
                                per_quantity: number;
                                /** @enum {string} */
                                per_unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                                /** @enum {string} */
                                unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                            } | null;
                            municipality: string;
                            place: string;
                            position: number;
                            product_name: string;
                            rate_over_label: boolean;
                            rate_reason: string;
                            rei_hours: number | null;
                            report_id: number;
                            restricted_use: boolean;
                            site_code: number | null;
                            start_time: string;
                            state: string;
                            state_reg_no: string | null;
                            street: string;
                            supervisor: {
                                id: number;
                                name: string;
                            } | null;
                            supervisor_certification: {
                                category: string;
                                certification_id: string;
                                expires_on: string;
                                state: string;
                            } | null;
                            target_pests: string;
                            temperature_f: number | null;
                            total_mix: {
                                amount: number;
                                /** @enum {string} */
                                unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                            } | null;
                            /** @enum {string} */
                            unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                            wind_direction: string | null;
                            wind_speed_mph: number | null;
                            zip: string;
                        }[];
                        can: {
                            delete: boolean;
                            edit: boolean;
                            finish: boolean;
                            print: boolean;
                            return: boolean;
                            submit: boolean;
                        };
                        chemicals: {
                            active_ingredient: string | null;
                            epa_reg_no: string | null;
                            id: number;
                            name: string;
                        }[];
                        devices?: {
                            active: boolean;
                            code: string;
                            id: number;
                            number: number;
                            place: {
                                plan_id: number;
                                x: number;
                                y: number;
                            } | null;
                            placement: string;
                            type: {
                                /** @enum {string} */
                                activity: "level" | "count";
                                bait: boolean;
                                id: number;
                                name: string;
                                pests: string[];
                            };
                            zone: string;
                        }[];
                        files: {
                            field_id: number;
                            id: number;
                            mime: string;
                            size: number;
                        }[];
                        finished_at: (string) | null;
                        history: {
                            created_at: string;
                            from: {
                                status: string;
                            } | null;
                            from_status_id: number | null;
                            id: number;
                            reason: string | null;
                            to: {
                                status: string;
                            };
                            to_status_id: number;
                            user: {
                                id: number;
                                name: string;
                            };
                        }[];
                        id: number;
                        job: {
                            category: string;
                            id: number;
                            location: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            name: string;
                        };
                        pass_mark?: number | null;
                        return_reason: string | null;
                        score?: {
                            flagged: number;
                            max_points: number;
                            passed: boolean | null;
                            percent: number | null;
                            points: number;
                        };
                        site_plans?: {
                            height: number;
                            id: number;
                            location_id: number;
                            name: string;
                            url: string;
                            width: number;
                        }[];
                        start_date: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        submitted_at: (string) | null;
                        tasks: {
                            condition?: ({
                                field_id: number;
                                /** @enum {string} */
                                op: "equals";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "one_of";
                                values: string[];
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "contains";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "lt";
                                value: number;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "gt";
                                value: number;
                            } | {
                                field_id: number;
                                max: number;
                                min: number;
                                /** @enum {string} */
                                op: "between";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "answered";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "empty";
                            }) | null;
                            fields: {
                                answer: unknown;
                                condition?: ({
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "equals";
                                    value: string;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "one_of";
                                    values: string[];
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "contains";
                                    value: string;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "lt";
                                    value: number;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "gt";
                                    value: number;
                                } | {
                                    field_id: number;
                                    max: number;
                                    min: number;
                                    /** @enum {string} */
                                    op: "between";
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "answered";
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "empty";
                                }) | null;
                                default_value: string | null;
                                field_name: string;
                                field_type: number;
                                followup?: {
                                    note?: string;
                                    photos?: {
                                        file_id: number;
                                    }[];
                                } | null;
                                full_coverage?: boolean;
                                hidden?: boolean;
                                id: number;
                                options: string[];
                                required: number;
                                scoring?: {
                                    /** @default null */
                                    flag_requires: ("note" | "photo" | "action") | null;
                                    /** @default [] */
                                    flagged: string[];
                                    /** @default {} */
                                    points: {
                                        [key: string]: number;
                                    };
                                } | null;
                                type_name: string;
                                weight: number;
                            }[];
                            hidden?: boolean;
                            id: number;
                            task: string;
                            weight: number;
                        }[];
                        template: {
                            company_name: string;
                            id: number;
                            name: string;
                        };
                        updated_at: string;
                        user: {
                            id: number;
                            name: string;
                        };
                        verification_code?: string | null;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendReport: {
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
                "application/json": {
                    to?: string[];
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sends: {
                            attempts: number;
                            created_at: string;
                            id: number;
                            last_error: string | null;
                            recipients: string[];
                            sent_at: (string) | null;
                            sent_by: string | null;
                            status: string;
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReportSends: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sends: {
                            attempts: number;
                            created_at: string;
                            id: number;
                            last_error: string | null;
                            recipients: string[];
                            sent_at: (string) | null;
                            sent_by: string | null;
                            status: string;
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReportShareLinks: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        links: {
                            created_at: string;
                            created_by: string | null;
                            expires_at: string;
                            id: number;
                            label: string;
                            last_opened_at: (string) | null;
                            openings: number;
                            revoked_at: (string) | null;
                            /** @enum {string} */
                            state: "active" | "expired" | "revoked";
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createReportShareLink: {
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
                "application/json": {
                    days?: number;
                    /** @default  */
                    label?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expires_at: string;
                        id: number;
                        url: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    submitReport: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        application_settings: {
                            applicators: {
                                certification_id: string;
                                expires_on: string;
                                id: number;
                                name: string;
                            }[];
                            rate_check_warn_only: boolean;
                            record_weather: boolean;
                            state: string | null;
                        };
                        applications: {
                            amount: number;
                            applicator: {
                                id: number;
                                name: string;
                            };
                            applicator_certification: {
                                category: string;
                                certification_id: string;
                                expires_on: string;
                                state: string;
                            } | null;
                            applied_on: string;
                            area: number;
                            /** @enum {string} */
                            area_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m";
                            business_licence: string | null;
                            business_licence_expired_on: string | null;
                            chemical_id: number;
                            corrections: {
                                at: string;
                                by: {
                                    id: number | null;
                                    name: string;
                                };
                                changes: {
                                    from: string | number | null;
                                    /** @enum {string} */
                                    part: "street" | "municipality" | "county" | "zip" | "amount" | "unit" | "epa_reg_no" | "site_code" | "target_pests" | "applied_on" | "start_time";
                                    to: string | number | null;
                                }[];
                                note: string;
                            }[];
                            county: string;
                            customer_address: string;
                            customer_name: string;
                            customer_phone: string;
                            end_time: string | null;
                            epa_reg_no: string;
                            field_id: number;
                            id: number;
                            latitude: number | null;
                            location_id: number;
                            location_name: string;
                            longitude: number | null;
                            lot: string;
                            method: string;
                            mix_rate: {
                                amount: number;
                                per_quantity: number;
                                /** @enum {string} */
                                per_unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                                /** @enum {string} */
                                unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                            } | null;
                            municipality: string;
                            place: string;
                            position: number;
                            product_name: string;
                            rate_over_label: boolean;
                            rate_reason: string;
                            rei_hours: number | null;
                            report_id: number;
                            restricted_use: boolean;
                            site_code: number | null;
                            start_time: string;
                            state: string;
                            state_reg_no: string | null;
                            street: string;
                            supervisor: {
                                id: number;
                                name: string;
                            } | null;
                            supervisor_certification: {
                                category: string;
                                certification_id: string;
                                expires_on: string;
                                state: string;
                            } | null;
                            target_pests: string;
                            temperature_f: number | null;
                            total_mix: {
                                amount: number;
                                /** @enum {string} */
                                unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                            } | null;
                            /** @enum {string} */
                            unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                            wind_direction: string | null;
                            wind_speed_mph: number | null;
                            zip: string;
                        }[];
                        can: {
                            delete: boolean;
                            edit: boolean;
                            finish: boolean;
                            print: boolean;
                            return: boolean;
                            submit: boolean;
                        };
                        chemicals: {
                            active_ingredient: string | null;
                            epa_reg_no: string | null;
                            id: number;
                            name: string;
                        }[];
                        devices?: {
                            active: boolean;
                            code: string;
                            id: number;
                            number: number;
                            place: {
                                plan_id: number;
                                x: number;
                                y: number;
                            } | null;
                            placement: string;
                            type: {
                                /** @enum {string} */
                                activity: "level" | "count";
                                bait: boolean;
                                id: number;
                                name: string;
                                pests: string[];
                            };
                            zone: string;
                        }[];
                        files: {
                            field_id: number;
                            id: number;
                            mime: string;
                            size: number;
                        }[];
                        finished_at: (string) | null;
                        history: {
                            created_at: string;
                            from: {
                                status: string;
                            } | null;
                            from_status_id: number | null;
                            id: number;
                            reason: string | null;
                            to: {
                                status: string;
                            };
                            to_status_id: number;
                            user: {
                                id: number;
                                name: string;
                            };
                        }[];
                        id: number;
                        job: {
                            category: string;
                            id: number;
                            location: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            name: string;
                        };
                        pass_mark?: number | null;
                        return_reason: string | null;
                        score?: {
                            flagged: number;
                            max_points: number;
                            passed: boolean | null;
                            percent: number | null;
                            points: number;
                        };
                        site_plans?: {
                            height: number;
                            id: number;
                            location_id: number;
                            name: string;
                            url: string;
                            width: number;
                        }[];
                        start_date: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        submitted_at: (string) | null;
                        tasks: {
                            condition?: ({
                                field_id: number;
                                /** @enum {string} */
                                op: "equals";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "one_of";
                                values: string[];
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "contains";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "lt";
                                value: number;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "gt";
                                value: number;
                            } | {
                                field_id: number;
                                max: number;
                                min: number;
                                /** @enum {string} */
                                op: "between";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "answered";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "empty";
                            }) | null;
                            fields: {
                                answer: unknown;
                                condition?: ({
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "equals";
                                    value: string;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "one_of";
                                    values: string[];
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "contains";
                                    value: string;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "lt";
                                    value: number;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "gt";
                                    value: number;
                                } | {
                                    field_id: number;
                                    max: number;
                                    min: number;
                                    /** @enum {string} */
                                    op: "between";
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "answered";
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "empty";
                                }) | null;
                                default_value: string | null;
                                field_name: string;
                                field_type: number;
                                followup?: {
                                    note?: string;
                                    photos?: {
                                        file_id: number;
                                    }[];
                                } | null;
                                full_coverage?: boolean;
                                hidden?: boolean;
                                id: number;
                                options: string[];
                                required: number;
                                scoring?: {
                                    /** @default null */
                                    flag_requires: ("note" | "photo" | "action") | null;
                                    /** @default [] */
                                    flagged: string[];
                                    /** @default {} */
                                    points: {
                                        [key: string]: number;
                                    };
                                } | null;
                                type_name: string;
                                weight: number;
                            }[];
                            hidden?: boolean;
                            id: number;
                            task: string;
                            weight: number;
                        }[];
                        template: {
                            company_name: string;
                            id: number;
                            name: string;
                        };
                        updated_at: string;
                        user: {
                            id: number;
                            name: string;
                        };
                        verification_code?: string | null;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReportChemicalOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active_ingredient: string | null;
                        epa_reg_no: string | null;
                        id: number;
                        lots: string[];
                        name: string;
                        path: string[];
                    }[];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMatchingReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    all?: true;
                    count?: number;
                    end_date?: string;
                    filter?: string;
                    /** @enum {string} */
                    flagged?: "1";
                    job_filter?: string;
                    job_id?: number;
                    /** @enum {string} */
                    mine?: "0" | "1";
                    /** @default 1 */
                    page?: number;
                    /** @enum {string} */
                    result?: "pass" | "fail";
                    /** @enum {string} */
                    sort?: "job" | "-job" | "location" | "-location" | "technician" | "-technician" | "status" | "-status" | "score" | "-score" | "flagged" | "-flagged" | "start_date" | "-start_date";
                    start_date?: string;
                    status?: string;
                    user_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ids: number[];
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ids: number[];
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReportTechnicians: {
        parameters: {
            query?: {
                page?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            id: number;
                            name: string;
                        }[];
                        users_more: boolean;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listReportStartTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company_name: string;
                        field_count: number;
                        id: number;
                        name: string;
                    }[];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    countReportsWaitingForReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSchedule: {
        parameters: {
            query: {
                from: string;
                technician?: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        technicians: {
                            id: number;
                            name: string;
                        }[];
                        visits: {
                            date: string;
                            end_time: string | null;
                            id: number;
                            job: {
                                category: string;
                                id: number;
                                name: string;
                            };
                            job_id: number;
                            location: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            moved: boolean;
                            occurrence: string | null;
                            report: {
                                id: number;
                                status_id: number;
                                user_id: number;
                            } | null;
                            skip_reason: string | null;
                            start_time: string | null;
                            /** @enum {string} */
                            status: "scheduled" | "in_progress" | "done" | "skipped";
                            technicians: {
                                id: number;
                                name: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    searchEverything: {
        parameters: {
            query: {
                limit?: number;
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            /** @enum {string} */
                            kind: "location" | "customer" | "job" | "report" | "user" | "template" | "chemical";
                            subtitle: string;
                            title: string;
                            to: string;
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listShareLinkOpenings: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openings: {
                            ip: string;
                            opened_at: string;
                            user_agent: string | null;
                            what: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeShareLink: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        created_by: string | null;
                        expires_at: string;
                        id: number;
                        label: string;
                        last_opened_at: (string) | null;
                        openings: number;
                        revoked_at: (string) | null;
                        /** @enum {string} */
                        state: "active" | "expired" | "revoked";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSharedView: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company: string;
                        /** @enum {string} */
                        kind: "report";
                        report: {
                            applications: {
                                amount: number;
                                applicator: {
                                    name: string;
                                };
                                applicator_certification: {
                                    category: string;
                                    certification_id: string;
                                    expires_on: string;
                                    state: string;
                                } | null;
                                applied_on: string;
                                area: number;
                                /** @enum {string} */
                                area_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m";
                                business_licence: string | null;
                                business_licence_expired_on: string | null;
                                chemical_id: number;
                                corrections: {
                                    at: string;
                                    by: {
                                        name: string;
                                    };
                                    changes: {
                                        from: string | number | null;
                                        /** @enum {string} */
                                        part: "street" | "municipality" | "county" | "zip" | "amount" | "unit" | "epa_reg_no" | "site_code" | "target_pests" | "applied_on" | "start_time";
                                        to: string | number | null;
                                    }[];
                                    note: string;
                                }[];
                                county: string;
                                customer_address: string;
                                customer_name: string;
                                customer_phone: string;
                                end_time: string | null;
                                epa_reg_no: string;
                                field_id: number;
                                id: number;
                                latitude: number | null;
                                location_name: string;
                                longitude: number | null;
                                lot: string;
                                method: string;
                                mix_rate: {
                                    amount: number;
                                    per_quantity: number;
                                    /** @enum {string} */
                                    per_unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                                    /** @enum {string} */
                                    unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                                } | null;
                                municipality: string;
                                place: string;
                                position: number;
                                product_name: string;
                                rate_over_label: boolean;
                                rate_reason: string;
                                rei_hours: number | null;
                                restricted_use: boolean;
                                site_code: number | null;
                                start_time: string;
                                state: string;
                                state_reg_no: string | null;
                                street: string;
                                supervisor: {
                                    name: string;
                                } | null;
                                supervisor_certification: {
                                    category: string;
                                    certification_id: string;
                                    expires_on: string;
                                    state: string;
                                } | null;
                                target_pests: string;
                                temperature_f: number | null;
                                total_mix: {
                                    amount: number;
                                    /** @enum {string} */
                                    unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                                } | null;
                                /** @enum {string} */
                                unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                                wind_direction: string | null;
                                wind_speed_mph: number | null;
                                zip: string;
                            }[];
                            chemicals: {
                                active_ingredient: string | null;
                                document: string | null;
                                epa_reg_no: string | null;
                                id: number;
                                name: string;
                            }[];
                            devices: {
                                active: boolean;
                                id: number;
                                number: number;
                                place: {
                                    plan_id: number;
                                    x: number;
                                    y: number;
                                } | null;
                                placement: string;
                                type: {
                                    /** @enum {string} */
                                    activity: "level" | "count";
                                    bait: boolean;
                                    id: number;
                                    name: string;
                                    pests: string[];
                                };
                                zone: string;
                            }[];
                            finished_at: (string) | null;
                            id: number;
                            job: {
                                category: string;
                                location: {
                                    address: string;
                                    name: string;
                                };
                                name: string;
                            };
                            score?: {
                                flagged: number;
                                max_points: number;
                                passed: boolean | null;
                                percent: number | null;
                                points: number;
                            };
                            site_plans: {
                                height: number;
                                id: number;
                                location_id: number;
                                name: string;
                                url: string;
                                width: number;
                            }[];
                            start_date: string;
                            status: string;
                            submitted_at: (string) | null;
                            tasks: {
                                fields: {
                                    answer: unknown;
                                    condition?: ({
                                        field_id: number;
                                        /** @enum {string} */
                                        op: "equals";
                                        value: string;
                                    } | {
                                        field_id: number;
                                        /** @enum {string} */
                                        op: "one_of";
                                        values: string[];
                                    } | {
                                        field_id: number;
                                        /** @enum {string} */
                                        op: "contains";
                                        value: string;
                                    } | {
                                        field_id: number;
                                        /** @enum {string} */
                                        op: "lt";
                                        value: number;
                                    } | {
                                        field_id: number;
                                        /** @enum {string} */
                                        op: "gt";
                                        value: number;
                                    } | {
                                        field_id: number;
                                        max: number;
                                        min: number;
                                        /** @enum {string} */
                                        op: "between";
                                    } | {
                                        field_id: number;
                                        /** @enum {string} */
                                        op: "answered";
                                    } | {
                                        field_id: number;
                                        /** @enum {string} */
                                        op: "empty";
                                    }) | null;
                                    default_value: string | null;
                                    field_name: string;
                                    field_type: number;
                                    followup?: {
                                        note?: string;
                                        photos?: {
                                            file_id: number;
                                        }[];
                                    } | null;
                                    full_coverage?: boolean;
                                    hidden?: boolean;
                                    id: number;
                                    options: string[];
                                    scoring?: {
                                        /** @default null */
                                        flag_requires: ("note" | "photo" | "action") | null;
                                        /** @default [] */
                                        flagged: string[];
                                        /** @default {} */
                                        points: {
                                            [key: string]: number;
                                        };
                                    } | null;
                                    type_name: string;
                                }[];
                                id: number;
                                task: string;
                            }[];
                            technician: {
                                name: string;
                            };
                            template: {
                                company_name: string;
                                name: string;
                            };
                        };
                    } | {
                        company: string;
                        /** @enum {string} */
                        kind: "location";
                        location: {
                            address: string;
                            name: string;
                        };
                        reports: {
                            finished_at: (string) | null;
                            id: number;
                            job: string;
                            start_date: string;
                            template: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Gone: the link or the record has ended */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    downloadSharedChemicalDocument: {
        parameters: {
            query?: {
                report?: number;
            };
            header?: never;
            path: {
                chemicalId: number;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/gif": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Gone: the link or the record has ended */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSharedReportFile: {
        parameters: {
            query?: {
                report?: number;
            };
            header?: never;
            path: {
                fileId: number;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Gone: the link or the record has ended */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSharedReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reportId: number;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company: string;
                        /** @enum {string} */
                        kind: "report";
                        report: {
                            applications: {
                                amount: number;
                                applicator: {
                                    name: string;
                                };
                                applicator_certification: {
                                    category: string;
                                    certification_id: string;
                                    expires_on: string;
                                    state: string;
                                } | null;
                                applied_on: string;
                                area: number;
                                /** @enum {string} */
                                area_unit: "sq ft" | "acre" | "sq m" | "ha" | "linear ft" | "m" | "cu ft" | "cu m";
                                business_licence: string | null;
                                business_licence_expired_on: string | null;
                                chemical_id: number;
                                corrections: {
                                    at: string;
                                    by: {
                                        name: string;
                                    };
                                    changes: {
                                        from: string | number | null;
                                        /** @enum {string} */
                                        part: "street" | "municipality" | "county" | "zip" | "amount" | "unit" | "epa_reg_no" | "site_code" | "target_pests" | "applied_on" | "start_time";
                                        to: string | number | null;
                                    }[];
                                    note: string;
                                }[];
                                county: string;
                                customer_address: string;
                                customer_name: string;
                                customer_phone: string;
                                end_time: string | null;
                                epa_reg_no: string;
                                field_id: number;
                                id: number;
                                latitude: number | null;
                                location_name: string;
                                longitude: number | null;
                                lot: string;
                                method: string;
                                mix_rate: {
                                    amount: number;
                                    per_quantity: number;
                                    /** @enum {string} */
                                    per_unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                                    /** @enum {string} */
                                    unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                                } | null;
                                municipality: string;
                                place: string;
                                position: number;
                                product_name: string;
                                rate_over_label: boolean;
                                rate_reason: string;
                                rei_hours: number | null;
                                restricted_use: boolean;
                                site_code: number | null;
                                start_time: string;
                                state: string;
                                state_reg_no: string | null;
                                street: string;
                                supervisor: {
                                    name: string;
                                } | null;
                                supervisor_certification: {
                                    category: string;
                                    certification_id: string;
                                    expires_on: string;
                                    state: string;
                                } | null;
                                target_pests: string;
                                temperature_f: number | null;
                                total_mix: {
                                    amount: number;
                                    /** @enum {string} */
                                    unit: "gal" | "L" | "qt" | "fl oz" | "mL";
                                } | null;
                                /** @enum {string} */
                                unit: "fl oz" | "pt" | "qt" | "gal" | "mL" | "L" | "oz" | "lb" | "g" | "kg";
                                wind_direction: string | null;
                                wind_speed_mph: number | null;
                                zip: string;
                            }[];
                            chemicals: {
                                active_ingredient: string | null;
                                document: string | null;
                                epa_reg_no: string | null;
                                id: number;
                                name: string;
                            }[];
                            devices: {
                                active: boolean;
                                id: number;
                                number: number;
                                place: {
                                    plan_id: number;
                                    x: number;
                                    y: number;
                                } | null;
                                placement: string;
                                type: {
                                    /** @enum {string} */
                                    activity: "level" | "count";
                                    bait: boolean;
                                    id: number;
                                    name: string;
                                    pests: string[];
                                };
                                zone: string;
                            }[];
                            finished_at: (string) | null;
                            id: number;
                            job: {
                                category: string;
                                location: {
                                    address: string;
                                    name: string;
                                };
                                name: string;
                            };
                            score?: {
                                flagged: number;
                                max_points: number;
                                passed: boolean | null;
                                percent: number | null;
                                points: number;
                            };
                            site_plans: {
                                height: number;
                                id: number;
                                location_id: number;
                                name: string;
                                url: string;
                                width: number;
                            }[];
                            start_date: string;
                            status: string;
                            submitted_at: (string) | null;
                            tasks: {
                                fields: {
                                    answer: unknown;
                                    condition?: ({
                                        field_id: number;
                                        /** @enum {string} */
                                        op: "equals";
                                        value: string;
                                    } | {
                                        field_id: number;
                                        /** @enum {string} */
                                        op: "one_of";
                                        values: string[];
                                    } | {
                                        field_id: number;
                                        /** @enum {string} */
                                        op: "contains";
                                        value: string;
                                    } | {
                                        field_id: number;
                                        /** @enum {string} */
                                        op: "lt";
                                        value: number;
                                    } | {
                                        field_id: number;
                                        /** @enum {string} */
                                        op: "gt";
                                        value: number;
                                    } | {
                                        field_id: number;
                                        max: number;
                                        min: number;
                                        /** @enum {string} */
                                        op: "between";
                                    } | {
                                        field_id: number;
                                        /** @enum {string} */
                                        op: "answered";
                                    } | {
                                        field_id: number;
                                        /** @enum {string} */
                                        op: "empty";
                                    }) | null;
                                    default_value: string | null;
                                    field_name: string;
                                    field_type: number;
                                    followup?: {
                                        note?: string;
                                        photos?: {
                                            file_id: number;
                                        }[];
                                    } | null;
                                    full_coverage?: boolean;
                                    hidden?: boolean;
                                    id: number;
                                    options: string[];
                                    scoring?: {
                                        /** @default null */
                                        flag_requires: ("note" | "photo" | "action") | null;
                                        /** @default [] */
                                        flagged: string[];
                                        /** @default {} */
                                        points: {
                                            [key: string]: number;
                                        };
                                    } | null;
                                    type_name: string;
                                }[];
                                id: number;
                                task: string;
                            }[];
                            technician: {
                                name: string;
                            };
                            template: {
                                company_name: string;
                                name: string;
                            };
                        };
                    } | {
                        company: string;
                        /** @enum {string} */
                        kind: "location";
                        location: {
                            address: string;
                            name: string;
                        };
                        reports: {
                            finished_at: (string) | null;
                            id: number;
                            job: string;
                            start_date: string;
                            template: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Gone: the link or the record has ended */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSharedSitePlanImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                planId: number;
                reportId: number;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Gone: the link or the record has ended */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSitePlan: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    renameSitePlan: {
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
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        height: number;
                        id: number;
                        location_id: number;
                        name: string;
                        url: string;
                        width: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSitePlanImage: {
        parameters: {
            query?: {
                size?: "screen" | "original";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    condition?: ({
                        field_id: number;
                        /** @enum {string} */
                        op: "equals";
                        value: string;
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "one_of";
                        values: string[];
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "contains";
                        value: string;
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "lt";
                        value: number;
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "gt";
                        value: number;
                    } | {
                        field_id: number;
                        max: number;
                        min: number;
                        /** @enum {string} */
                        op: "between";
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "answered";
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "empty";
                    }) | null;
                    task: string;
                    template_id: number;
                    weight?: number | string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        condition?: ({
                            field_id: number;
                            /** @enum {string} */
                            op: "equals";
                            value: string;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "one_of";
                            values: string[];
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "contains";
                            value: string;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "lt";
                            value: number;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "gt";
                            value: number;
                        } | {
                            field_id: number;
                            max: number;
                            min: number;
                            /** @enum {string} */
                            op: "between";
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "answered";
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "empty";
                        }) | null;
                        fields: {
                            condition?: ({
                                field_id: number;
                                /** @enum {string} */
                                op: "equals";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "one_of";
                                values: string[];
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "contains";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "lt";
                                value: number;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "gt";
                                value: number;
                            } | {
                                field_id: number;
                                max: number;
                                min: number;
                                /** @enum {string} */
                                op: "between";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "answered";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "empty";
                            }) | null;
                            default_value: string | null;
                            field_name: string;
                            field_type: number;
                            full_coverage?: boolean;
                            id: number;
                            options: string;
                            required: 0 | 1;
                            scoring?: {
                                /** @default null */
                                flag_requires: ("note" | "photo" | "action") | null;
                                /** @default [] */
                                flagged: string[];
                                /** @default {} */
                                points: {
                                    [key: string]: number;
                                };
                            } | null;
                            task_id: number;
                            type: {
                                id: number;
                                name: string;
                            };
                            weight: number;
                        }[];
                        id: number;
                        task: string;
                        template_id: number;
                        weight: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTemplateTasksLegacy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template’s id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            condition?: ({
                                field_id: number;
                                /** @enum {string} */
                                op: "equals";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "one_of";
                                values: string[];
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "contains";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "lt";
                                value: number;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "gt";
                                value: number;
                            } | {
                                field_id: number;
                                max: number;
                                min: number;
                                /** @enum {string} */
                                op: "between";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "answered";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "empty";
                            }) | null;
                            fields: {
                                condition?: ({
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "equals";
                                    value: string;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "one_of";
                                    values: string[];
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "contains";
                                    value: string;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "lt";
                                    value: number;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "gt";
                                    value: number;
                                } | {
                                    field_id: number;
                                    max: number;
                                    min: number;
                                    /** @enum {string} */
                                    op: "between";
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "answered";
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "empty";
                                }) | null;
                                default_value: string | null;
                                field_name: string;
                                field_type: number;
                                full_coverage?: boolean;
                                id: number;
                                options: string;
                                required: 0 | 1;
                                scoring?: {
                                    /** @default null */
                                    flag_requires: ("note" | "photo" | "action") | null;
                                    /** @default [] */
                                    flagged: string[];
                                    /** @default {} */
                                    points: {
                                        [key: string]: number;
                                    };
                                } | null;
                                task_id: number;
                                type: {
                                    id: number;
                                    name: string;
                                };
                                weight: number;
                            }[];
                            id: number;
                            task: string;
                            template_id: number;
                            weight: number;
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The task’s id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The task’s id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    condition?: ({
                        field_id: number;
                        /** @enum {string} */
                        op: "equals";
                        value: string;
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "one_of";
                        values: string[];
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "contains";
                        value: string;
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "lt";
                        value: number;
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "gt";
                        value: number;
                    } | {
                        field_id: number;
                        max: number;
                        min: number;
                        /** @enum {string} */
                        op: "between";
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "answered";
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "empty";
                    }) | null;
                    task: string;
                    weight?: number | string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        condition?: ({
                            field_id: number;
                            /** @enum {string} */
                            op: "equals";
                            value: string;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "one_of";
                            values: string[];
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "contains";
                            value: string;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "lt";
                            value: number;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "gt";
                            value: number;
                        } | {
                            field_id: number;
                            max: number;
                            min: number;
                            /** @enum {string} */
                            op: "between";
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "answered";
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "empty";
                        }) | null;
                        fields: {
                            condition?: ({
                                field_id: number;
                                /** @enum {string} */
                                op: "equals";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "one_of";
                                values: string[];
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "contains";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "lt";
                                value: number;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "gt";
                                value: number;
                            } | {
                                field_id: number;
                                max: number;
                                min: number;
                                /** @enum {string} */
                                op: "between";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "answered";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "empty";
                            }) | null;
                            default_value: string | null;
                            field_name: string;
                            field_type: number;
                            full_coverage?: boolean;
                            id: number;
                            options: string;
                            required: 0 | 1;
                            scoring?: {
                                /** @default null */
                                flag_requires: ("note" | "photo" | "action") | null;
                                /** @default [] */
                                flagged: string[];
                                /** @default {} */
                                points: {
                                    [key: string]: number;
                                };
                            } | null;
                            task_id: number;
                            type: {
                                id: number;
                                name: string;
                            };
                            weight: number;
                        }[];
                        id: number;
                        task: string;
                        template_id: number;
                        weight: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reorderTaskFields: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The task’s id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    field_ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        condition?: ({
                            field_id: number;
                            /** @enum {string} */
                            op: "equals";
                            value: string;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "one_of";
                            values: string[];
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "contains";
                            value: string;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "lt";
                            value: number;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "gt";
                            value: number;
                        } | {
                            field_id: number;
                            max: number;
                            min: number;
                            /** @enum {string} */
                            op: "between";
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "answered";
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "empty";
                        }) | null;
                        default_value: string | null;
                        field_name: string;
                        field_type: number;
                        full_coverage?: boolean;
                        id: number;
                        options: string;
                        required: 0 | 1;
                        scoring?: {
                            /** @default null */
                            flag_requires: ("note" | "photo" | "action") | null;
                            /** @default [] */
                            flagged: string[];
                            /** @default {} */
                            points: {
                                [key: string]: number;
                            };
                        } | null;
                        task_id: number;
                        type: {
                            id: number;
                            name: string;
                        };
                        weight: number;
                    }[];
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    copyTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    task_id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        condition?: ({
                            field_id: number;
                            /** @enum {string} */
                            op: "equals";
                            value: string;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "one_of";
                            values: string[];
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "contains";
                            value: string;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "lt";
                            value: number;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "gt";
                            value: number;
                        } | {
                            field_id: number;
                            max: number;
                            min: number;
                            /** @enum {string} */
                            op: "between";
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "answered";
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "empty";
                        }) | null;
                        fields: {
                            condition?: ({
                                field_id: number;
                                /** @enum {string} */
                                op: "equals";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "one_of";
                                values: string[];
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "contains";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "lt";
                                value: number;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "gt";
                                value: number;
                            } | {
                                field_id: number;
                                max: number;
                                min: number;
                                /** @enum {string} */
                                op: "between";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "answered";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "empty";
                            }) | null;
                            default_value: string | null;
                            field_name: string;
                            field_type: number;
                            full_coverage?: boolean;
                            id: number;
                            options: string;
                            required: 0 | 1;
                            scoring?: {
                                /** @default null */
                                flag_requires: ("note" | "photo" | "action") | null;
                                /** @default [] */
                                flagged: string[];
                                /** @default {} */
                                points: {
                                    [key: string]: number;
                                };
                            } | null;
                            task_id: number;
                            type: {
                                id: number;
                                name: string;
                            };
                            weight: number;
                        }[];
                        id: number;
                        task: string;
                        template_id: number;
                        weight: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTaskField: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    condition?: ({
                        field_id: number;
                        /** @enum {string} */
                        op: "equals";
                        value: string;
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "one_of";
                        values: string[];
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "contains";
                        value: string;
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "lt";
                        value: number;
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "gt";
                        value: number;
                    } | {
                        field_id: number;
                        max: number;
                        min: number;
                        /** @enum {string} */
                        op: "between";
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "answered";
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "empty";
                    }) | null;
                    default_value?: string | null;
                    field_id: number;
                    field_name: string;
                    field_type: number;
                    full_coverage?: boolean;
                    options?: string | unknown[] | null;
                    /** @default 0 */
                    required?: 0 | 1;
                    scoring?: {
                        /** @default null */
                        flag_requires?: ("note" | "photo" | "action") | null;
                        /** @default [] */
                        flagged?: string[];
                        /** @default {} */
                        points?: {
                            [key: string]: number;
                        };
                    } | null;
                    task_id: number;
                    weight?: number | string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        condition?: ({
                            field_id: number;
                            /** @enum {string} */
                            op: "equals";
                            value: string;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "one_of";
                            values: string[];
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "contains";
                            value: string;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "lt";
                            value: number;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "gt";
                            value: number;
                        } | {
                            field_id: number;
                            max: number;
                            min: number;
                            /** @enum {string} */
                            op: "between";
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "answered";
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "empty";
                        }) | null;
                        default_value: string | null;
                        field_name: string;
                        field_type: number;
                        full_coverage?: boolean;
                        id: number;
                        options: string;
                        required: 0 | 1;
                        scoring?: {
                            /** @default null */
                            flag_requires: ("note" | "photo" | "action") | null;
                            /** @default [] */
                            flagged: string[];
                            /** @default {} */
                            points: {
                                [key: string]: number;
                            };
                        } | null;
                        task_id: number;
                        type: {
                            id: number;
                            name: string;
                        };
                        weight: number;
                    }[];
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTaskField: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    condition?: ({
                        field_id: number;
                        /** @enum {string} */
                        op: "equals";
                        value: string;
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "one_of";
                        values: string[];
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "contains";
                        value: string;
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "lt";
                        value: number;
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "gt";
                        value: number;
                    } | {
                        field_id: number;
                        max: number;
                        min: number;
                        /** @enum {string} */
                        op: "between";
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "answered";
                    } | {
                        field_id: number;
                        /** @enum {string} */
                        op: "empty";
                    }) | null;
                    default_value?: string | null;
                    field_name: string;
                    field_type: number;
                    full_coverage?: boolean;
                    options?: string | unknown[] | null;
                    /** @default 0 */
                    required?: 0 | 1;
                    scoring?: {
                        /** @default null */
                        flag_requires?: ("note" | "photo" | "action") | null;
                        /** @default [] */
                        flagged?: string[];
                        /** @default {} */
                        points?: {
                            [key: string]: number;
                        };
                    } | null;
                    task_id: number;
                    weight?: number | string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        condition?: ({
                            field_id: number;
                            /** @enum {string} */
                            op: "equals";
                            value: string;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "one_of";
                            values: string[];
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "contains";
                            value: string;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "lt";
                            value: number;
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "gt";
                            value: number;
                        } | {
                            field_id: number;
                            max: number;
                            min: number;
                            /** @enum {string} */
                            op: "between";
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "answered";
                        } | {
                            field_id: number;
                            /** @enum {string} */
                            op: "empty";
                        }) | null;
                        default_value: string | null;
                        field_name: string;
                        field_type: number;
                        full_coverage?: boolean;
                        id: number;
                        options: string;
                        required: 0 | 1;
                        scoring?: {
                            /** @default null */
                            flag_requires: ("note" | "photo" | "action") | null;
                            /** @default [] */
                            flagged: string[];
                            /** @default {} */
                            points: {
                                [key: string]: number;
                            };
                        } | null;
                        task_id: number;
                        type: {
                            id: number;
                            name: string;
                        };
                        weight: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTaskField: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                fieldId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    company_name?: string | null;
                    name: string;
                    pass_mark?: number | null;
                    /** @default 1 */
                    status_id?: 1 | 2;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company_name: string;
                        created_at: string;
                        id: number;
                        name: string;
                        pass_mark?: number | null;
                        status: {
                            status: string;
                        };
                        status_id: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTemplate: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company_name: string;
                        created_at: string;
                        id: number;
                        name: string;
                        pass_mark?: number | null;
                        status: {
                            status: string;
                        };
                        status_id: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTemplate: {
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
                "application/json": {
                    company_name?: string | null;
                    name: string;
                    pass_mark?: number | null;
                    /** @default 1 */
                    status_id?: 1 | 2;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company_name: string;
                        created_at: string;
                        id: number;
                        name: string;
                        pass_mark?: number | null;
                        status: {
                            status: string;
                        };
                        status_id: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    copyTemplate: {
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
                "application/json": {
                    company_name?: string | null;
                    name?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company_name: string;
                        created_at: string;
                        id: number;
                        name: string;
                        pass_mark?: number | null;
                        status: {
                            status: string;
                        };
                        status_id: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTemplateTasks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The template’s id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            condition?: ({
                                field_id: number;
                                /** @enum {string} */
                                op: "equals";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "one_of";
                                values: string[];
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "contains";
                                value: string;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "lt";
                                value: number;
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "gt";
                                value: number;
                            } | {
                                field_id: number;
                                max: number;
                                min: number;
                                /** @enum {string} */
                                op: "between";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "answered";
                            } | {
                                field_id: number;
                                /** @enum {string} */
                                op: "empty";
                            }) | null;
                            fields: {
                                condition?: ({
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "equals";
                                    value: string;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "one_of";
                                    values: string[];
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "contains";
                                    value: string;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "lt";
                                    value: number;
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "gt";
                                    value: number;
                                } | {
                                    field_id: number;
                                    max: number;
                                    min: number;
                                    /** @enum {string} */
                                    op: "between";
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "answered";
                                } | {
                                    field_id: number;
                                    /** @enum {string} */
                                    op: "empty";
                                }) | null;
                                default_value: string | null;
                                field_name: string;
                                field_type: number;
                                full_coverage?: boolean;
                                id: number;
                                options: string;
                                required: 0 | 1;
                                scoring?: {
                                    /** @default null */
                                    flag_requires: ("note" | "photo" | "action") | null;
                                    /** @default [] */
                                    flagged: string[];
                                    /** @default {} */
                                    points: {
                                        [key: string]: number;
                                    };
                                } | null;
                                task_id: number;
                                type: {
                                    id: number;
                                    name: string;
                                };
                                weight: number;
                            }[];
                            id: number;
                            task: string;
                            template_id: number;
                            weight: number;
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTrash: {
        parameters: {
            query?: {
                entity?: "users" | "groups" | "locations" | "jobs" | "chemicals" | "templates" | "reports" | "correctiveActions" | "deviceTypes";
                page?: number;
                sort?: "kind" | "-kind" | "name" | "-name" | "deleted_at" | "-deleted_at" | "deleted_by" | "-deleted_by";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            deleted_at: string;
                            deleted_by: {
                                id: number;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            entity: "users" | "groups" | "locations" | "jobs" | "chemicals" | "templates" | "reports" | "correctiveActions" | "deviceTypes";
                            id: number;
                            name: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreDeletedItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entity: "users" | "groups" | "locations" | "jobs" | "chemicals" | "templates" | "reports" | "correctiveActions" | "deviceTypes";
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    name: string;
                    password: string;
                    status_id: 1 | 2;
                    type_id: number;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certification_expires_on: string | null;
                        created_at: string;
                        email: string;
                        id: number;
                        jobcount: number;
                        name: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        type: {
                            type: string;
                        };
                        type_id: number;
                        updated_at: string;
                        username: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUser: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certification_expires_on: string | null;
                        created_at: string;
                        email: string;
                        id: number;
                        jobcount: number;
                        name: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        type: {
                            type: string;
                        };
                        type_id: number;
                        updated_at: string;
                        username: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateUser: {
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
                "application/json": {
                    email: string;
                    name: string;
                    password?: string | "";
                    status_id: 1 | 2;
                    type_id: number;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certification_expires_on: string | null;
                        created_at: string;
                        email: string;
                        id: number;
                        jobcount: number;
                        name: string;
                        status: {
                            status: string;
                        };
                        status_id: number;
                        type: {
                            type: string;
                        };
                        type_id: number;
                        updated_at: string;
                        username: string;
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUserCertifications: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certifications: {
                            category: string;
                            certification_id: string;
                            expires_on: string;
                            /** @enum {string} */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI";
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    replaceUserCertifications: {
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
                "application/json": {
                    certifications: {
                        category: string;
                        certification_id: string;
                        expires_on: string;
                        /** @enum {string} */
                        state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        certifications: {
                            category: string;
                            certification_id: string;
                            expires_on: string;
                            /** @enum {string} */
                            state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "AS" | "GU" | "MP" | "PR" | "VI";
                        }[];
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    sendPasswordReset: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checked_at: string;
                        code: string;
                        corrected_at: (string) | null;
                        issued_at: string;
                        /** @enum {string} */
                        kind: "report" | "application" | "filing";
                        /** @enum {string} */
                        status: "unchanged" | "corrected" | "altered" | "missing";
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createVisit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: string;
                    end_time?: string | null;
                    job_id: number;
                    start_time?: string | null;
                    /** @default [] */
                    technician_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        visit: {
                            date: string;
                            end_time: string | null;
                            id: number;
                            job: {
                                category: string;
                                id: number;
                                name: string;
                            };
                            job_id: number;
                            location: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            moved: boolean;
                            occurrence: string | null;
                            report: {
                                id: number;
                                status_id: number;
                                user_id: number;
                            } | null;
                            skip_reason: string | null;
                            start_time: string | null;
                            /** @enum {string} */
                            status: "scheduled" | "in_progress" | "done" | "skipped";
                            technicians: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVisit: {
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
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        visit: {
                            date: string;
                            end_time: string | null;
                            id: number;
                            job: {
                                category: string;
                                id: number;
                                name: string;
                            };
                            job_id: number;
                            location: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            moved: boolean;
                            occurrence: string | null;
                            report: {
                                id: number;
                                status_id: number;
                                user_id: number;
                            } | null;
                            skip_reason: string | null;
                            start_time: string | null;
                            /** @enum {string} */
                            status: "scheduled" | "in_progress" | "done" | "skipped";
                            technicians: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateVisit: {
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
                "application/json": {
                    date?: string;
                    end_time?: string | null;
                    skip_reason?: string;
                    start_time?: string | null;
                    /** @enum {string} */
                    status?: "scheduled" | "skipped";
                    technician_ids?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        visit: {
                            date: string;
                            end_time: string | null;
                            id: number;
                            job: {
                                category: string;
                                id: number;
                                name: string;
                            };
                            job_id: number;
                            location: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            moved: boolean;
                            occurrence: string | null;
                            report: {
                                id: number;
                                status_id: number;
                                user_id: number;
                            } | null;
                            skip_reason: string | null;
                            start_time: string | null;
                            /** @enum {string} */
                            status: "scheduled" | "in_progress" | "done" | "skipped";
                            technicians: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Refused input: `code` says why; `errors` and `fieldCodes` name each field at fault */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session, or it has ended: log in (`auth.loginRequired`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not for this role (`common.notAllowed`), or the CSRF token is missing or wrong (`auth.csrf`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not one this user may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused by the state of the record (`code` says which rule) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too large: the body or the file is over its limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A content type this operation does not take */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected failure: nothing was changed; the log has it under the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable or the server is restarting: try again (`Retry-After`) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The server’s disk or file store is full: nothing was kept */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
