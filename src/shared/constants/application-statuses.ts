// Apart from ./programme.ts: the route table (in the first page) builds the Applications page's address
// from these, and nothing else of the programme's constants belongs in the first page.

export const APPLICATION_STATUSES = ["open", "approved", "declined", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATIONS_PAGE_SIZE = 20;
