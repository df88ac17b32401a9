// The platforms the journeys run against (see playwright.config.ts); E2E_PORT moves both.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18200);
/** The second platform, as a newcomer's `npm start` has it: with the demo businesses. */
export const DEMO_PORT = E2E_PORT + 1;
/** A platform whose owner remote is served from another origin (its team's own server). */
export const SPLIT_PORT = E2E_PORT + 2;
/** That remote's own server. */
export const REMOTE_ORIGIN_PORT = E2E_PORT + 3;
