// The platforms the journeys run against (see playwright.config.ts). Each worker has a slot of its
// own: its own three platforms and remote server, ten ports above the previous slot's, so journeys
// in parallel never share an account, a limit or a count. E2E_PORT moves them all.
const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 18200);
const SLOT_PORTS = 10;

/** The ports of one worker's slot. */
export function slotPorts(slot: number) {
  const main = E2E_BASE_PORT + SLOT_PORTS * slot;
  return {
    /** The main platform: no demo content; each journey sets up exactly the partners it expects. */
    main,
    /** The second platform, as a newcomer's `npm start` has it: with the demo businesses. */
    demo: main + 1,
    /** A platform whose owner remote is served from another origin (its team's own server). */
    split: main + 2,
    /** That remote's own server. */
    remoteOrigin: main + 3,
  };
}

// This process's slot: TEST_PARALLEL_INDEX is set by Playwright in each worker (0 elsewhere).
const own = slotPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_PORT = own.main;
export const DEMO_PORT = own.demo;
export const SPLIT_PORT = own.split;
export const REMOTE_ORIGIN_PORT = own.remoteOrigin;
