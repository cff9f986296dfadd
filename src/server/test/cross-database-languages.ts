/**
 * The API test files of issue 35 ("One language everywhere") that run on PGlite too, each saying
 * why (the shape of cross-database.ts's CROSS_DATABASE, which takes them in).
 */
export const ONE_LANGUAGE: { file: string; why: string; proves: string[] }[] = [
  {
    file: 'src/server/share-links/mail-language.api.test.ts',
    why: "mail in its reader's language (issue 35 asks it of both): a contact's and a user's language, the company's default, the report PDF attached in the same language, through a real SMTP server",
    proves: [],
  },
  {
    file: 'src/server/portal/portal-pdf-language.api.test.ts',
    why: "the portal's report PDF in the contact's language, else the company's default, ?lang asking for another (issue 35)",
    proves: [],
  },
  {
    file: 'src/server/portal/portal-notice-language.api.test.ts',
    why: "the portal's notices in the contact's language, else the company's default, through a real SMTP server (issue 35)",
    proves: [],
  },
  {
    file: 'src/server/reports/pdf/report-pdf-ahead.api.test.ts',
    why: "the PDFs made ahead of time in each of the mail's languages, the recipients' and the company's (issue 35)",
    proves: [],
  },
  {
    file: 'src/server/users/user-language.api.test.ts',
    why: "a user's language given by an Admin on create and edit, kept when left out, refused when unknown (issue 35)",
    proves: [],
  },
];
