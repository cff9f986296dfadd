/**
 * The API test files of issue 35 ("One language everywhere") that run on PGlite too, each saying
 * why (the shape of cross-database.ts's CROSS_DATABASE, which takes them in).
 */
export const ONE_LANGUAGE: { file: string; why: string; proves: string[] }[] = [
  {
    file: 'src/server/share-links/mail-language.api.test.ts',
    why: "mail in its reader's language (issue 35 asks it of both): a contact's and a user's language, the company's default, through a real SMTP server",
    proves: [],
  },
];
