/** The production server of the real site, and the one of the content fixture site. */
export const SITE_PORT = Number(process.env.E2E_PORT || 4173);
export const FIXTURE_PORT = SITE_PORT + 1;
export const FIXTURE_URL = `http://localhost:${FIXTURE_PORT}`;
