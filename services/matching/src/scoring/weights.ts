// How much each component counts in a one-way score (the matching model). They sum to 1, so a one-way
// score is in [0, 1] without normalising, and a component without data simply adds nothing.
import { type ComponentName } from './scoring.types';

export const COMPONENT_WEIGHTS: Readonly<Record<ComponentName, number>> = {
  industry: 0.25,
  proximity: 0.2,
  audience: 0.15,
  goals: 0.15,
  channels: 0.1,
  budget: 0.1,
  size: 0.05,
};

/** The order components are computed and listed in. */

/** Matches below this harmonic-mean score are not suggested. */
export const MATCH_THRESHOLD = 0.4;
