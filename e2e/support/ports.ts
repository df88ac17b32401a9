// The platforms the journeys run against (see playwright.config.ts); E2E_PORT moves both.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18200);
/** The second platform, as a newcomer's `npm start` has it: with the demo businesses. */
export const DEMO_PORT = E2E_PORT + 1;
