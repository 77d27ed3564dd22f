/** The production servers the end-to-end tests run against, each from its own build. */
export const SITE_PORT = Number(process.env.E2E_PORT || 4173);
/** The content fixture site (tests/fixtures/content). */
export const FIXTURE_PORT = SITE_PORT + 1;
export const FIXTURE_URL = `http://localhost:${FIXTURE_PORT}`;
/** The site built for the base path /legal/. */
export const BASE_PATH_PORT = SITE_PORT + 2;
export const BASE_PATH_URL = `http://localhost:${BASE_PATH_PORT}/legal/`;
