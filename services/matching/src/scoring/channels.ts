// Channels (weight 0.10): can the partner run the campaign this side wants, on channels it already
// uses? Campaign types (request form) and preferred channels (profile) are different lists; this
// is the matching model's mapping between them (scoring/README.md).
import { CAMPAIGN_TYPES, PREFERRED_CHANNELS } from '@comarketing/contracts';
import { bitsOf, maskOf, popcount } from './bits';
import { type ComponentScore } from './scoring.types';

export type Channel = (typeof PREFERRED_CHANNELS)[number]['value'];
export type CampaignType = (typeof CAMPAIGN_TYPES)[number]['value'];

export const CHANNELS: readonly Channel[] = PREFERRED_CHANNELS.map((o) => o.value);
export const CAMPAIGN_TYPE_VALUES: readonly CampaignType[] = CAMPAIGN_TYPES.map((o) => o.value);

/** 'any' = every channel: a joint promotion or bundle can ride on whatever the partner runs. */
export const CAMPAIGN_TYPE_CHANNELS: Readonly<Record<CampaignType, readonly Channel[] | 'any'>> = {
  leaflet: ['flyers'],
  email: ['email-sms'],
  events: ['events'],
  'social-media': ['social-media'],
  advertising: ['billboards', 'search-ads', 'radio'],
  content: ['influencer', 'social-media'],
  promotions: 'any',
};

const CHANNEL_BITS = bitsOf(CHANNELS);
const TYPE_BITS = bitsOf(CAMPAIGN_TYPE_VALUES);
const ALL_CHANNELS = (1 << CHANNELS.length) - 1;
/** Channel mask of each campaign type, by the type's bit position. */
const TYPE_CHANNEL_MASKS: readonly number[] = CAMPAIGN_TYPE_VALUES.map((type) => {
  const channels = CAMPAIGN_TYPE_CHANNELS[type];
  return channels === 'any' ? ALL_CHANNELS : maskOf(channels, CHANNEL_BITS);
});

/** Preferred channels as a mask over CHANNELS. */
export function channelMask(channels: readonly string[] | null | undefined): number {
  return maskOf(channels, CHANNEL_BITS);
}

/** Campaign types as a mask over CAMPAIGN_TYPE_VALUES. */
export function campaignTypeMask(types: readonly string[] | null | undefined): number {
  return maskOf(types, TYPE_BITS);
}

/** The channels a set of campaign types runs on (promotions: all of them). */
export function channelsForTypes(typeMask: number): number {
  let mask = 0;
  for (let i = 0; i < TYPE_CHANNEL_MASKS.length; i++) if (typeMask & (1 << i)) mask |= TYPE_CHANNEL_MASKS[i];
  return mask;
}

export interface ChannelWants {
  /** The campaign types of this side's request (0 when it has none). */
  readonly campaignTypes: number;
  /** This side's own preferred channels. */
  readonly channels: number;
}

export interface ChannelFacts {
  /** Request mode: the requested campaign types the partner can run. */
  readonly servedTypes: number;
  /** The partner's channels that serve the wanted types (request mode) or are shared (profile mode). */
  readonly channels: number;
}

/**
 * With a request: the share of its campaign types the partner already runs a channel for.
 * Without one (a profile's standing wish): overlap coefficient of the two channel sets,
 * |A n B| / min(|A|, |B|), so a partner listing many channels is not penalised.
 * `offered` is the partner's channels plus, when the partner has a request, the channels its
 * campaign types run on. Nothing known on either side = no confidence.
 */
export function channelsFit(wants: ChannelWants, offered: number): ComponentScore<ChannelFacts> {
  if (offered === 0) return { value: 0, confidence: 0, facts: { servedTypes: 0, channels: 0 } };
  if (wants.campaignTypes !== 0) {
    let served = 0;
    let serving = 0;
    for (let i = 0; i < TYPE_CHANNEL_MASKS.length; i++) {
      if (!(wants.campaignTypes & (1 << i))) continue;
      const hit = TYPE_CHANNEL_MASKS[i] & offered;
      if (hit) {
        served |= 1 << i;
        if (TYPE_CHANNEL_MASKS[i] !== ALL_CHANNELS) serving |= hit;
      }
    }
    return { value: popcount(served) / popcount(wants.campaignTypes), confidence: 1, facts: { servedTypes: served, channels: serving } };
  }
  if (wants.channels === 0) return { value: 0, confidence: 0, facts: { servedTypes: 0, channels: 0 } };
  const shared = wants.channels & offered;
  return {
    value: popcount(shared) / Math.min(popcount(wants.channels), popcount(offered)),
    confidence: 1,
    facts: { servedTypes: 0, channels: shared },
  };
}
