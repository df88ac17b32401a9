export const GEOGRAPHY = 'matching:geography';

/** Where a business is, from the outcode table (all undefined when its outward code is unknown). */
export interface Place {
  latitude: number;
  longitude: number;
  town: string | undefined;
  region: string | undefined;
  ukRegion: string | undefined;
}

export interface Geography {
  locate(postcode: string): Place | undefined;
}
