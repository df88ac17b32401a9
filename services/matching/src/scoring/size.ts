// Size (weight 0.05): the partner size a request asks for (PARTNER_SIZES: micro 1-9, small 10-49,
// medium 50-249) against the partner's company-size band (COMPANY_SIZES: 1-5 ... 100+). The bands
// do not line up, so each cell is roughly the share of the band inside the requested range, with
// a little credit for a neighbouring band.
import { type ComponentScore } from './scoring.types';

export const SIZE_FIT: Readonly<Record<string, Readonly<Record<'micro' | 'small' | 'medium', number>>>> = {
  '1-5': { micro: 1, small: 0.25, medium: 0 },
  '6-20': { micro: 0.5, small: 0.75, medium: 0 }, // 6-9 micro, 10-20 small
  '21-50': { micro: 0, small: 1, medium: 0.25 }, // 50 itself is medium
  '51-100': { micro: 0, small: 0.25, medium: 1 },
  '100+': { micro: 0, small: 0, medium: 0.75 }, // medium ends at 249; 100+ may be larger
};

export interface SizeFacts {
  /** The requested partner size ('any' when none was asked for). */
  readonly wanted: string;
  readonly companySize: string | undefined;
}

/**
 * No preference ('any', or no request) is satisfied by everyone: value 1, confidence 1. A specific
 * size against an unknown company size: no confidence.
 */
export function sizeFit(wanted: string | null | undefined, companySize: string | null | undefined): ComponentScore<SizeFacts> {
  const want = wanted === 'micro' || wanted === 'small' || wanted === 'medium' ? wanted : 'any';
  const size = companySize ?? undefined;
  if (want === 'any') return { value: 1, confidence: 1, facts: { wanted: want, companySize: size } };
  const row = size ? SIZE_FIT[size] : undefined;
  if (!row) return { value: 0, confidence: 0, facts: { wanted: want, companySize: size } };
  return { value: row[want], confidence: 1, facts: { wanted: want, companySize: size } };
}
