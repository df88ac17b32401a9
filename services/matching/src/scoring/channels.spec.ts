import { CAMPAIGN_TYPES } from '@comarketing/contracts';
import { CAMPAIGN_TYPE_CHANNELS, campaignTypeMask, channelMask, channelsFit, channelsForTypes } from './channels';

const wantsTypes = (...types: string[]) => ({ campaignTypes: campaignTypeMask(types), channels: 0 });
const wantsChannels = (...channels: string[]) => ({ campaignTypes: 0, channels: channelMask(channels) });

describe('campaign types -> channels', () => {
  it('maps every campaign type to channels', () => {
    expect(Object.keys(CAMPAIGN_TYPE_CHANNELS).sort()).toEqual(CAMPAIGN_TYPES.map((o) => o.value).sort());
    expect(channelsForTypes(campaignTypeMask(['leaflet']))).toBe(channelMask(['flyers']));
    expect(channelsForTypes(campaignTypeMask(['email']))).toBe(channelMask(['email-sms']));
    expect(channelsForTypes(campaignTypeMask(['events']))).toBe(channelMask(['events']));
    expect(channelsForTypes(campaignTypeMask(['social-media']))).toBe(channelMask(['social-media']));
    expect(channelsForTypes(campaignTypeMask(['advertising']))).toBe(channelMask(['billboards', 'search-ads', 'radio']));
    expect(channelsForTypes(campaignTypeMask(['content']))).toBe(channelMask(['influencer', 'social-media']));
    expect(channelsForTypes(campaignTypeMask(['promotions']))).toBe(channelMask(['flyers', 'billboards', 'social-media', 'search-ads', 'radio', 'events', 'influencer', 'email-sms']));
  });
});

describe('channelsFit with a request', () => {
  it('is the share of requested campaign types the partner already runs a channel for', () => {
    const fit = channelsFit(wantsTypes('leaflet', 'email', 'advertising', 'events'), channelMask(['flyers', 'radio']));
    expect(fit.value).toBe(0.5);
    expect(fit.facts).toEqual({ servedTypes: campaignTypeMask(['leaflet', 'advertising']), channels: channelMask(['flyers', 'radio']) });
  });

  it('serves joint promotions with any channel', () => {
    expect(channelsFit(wantsTypes('promotions'), channelMask(['radio'])).value).toBe(1);
  });

  it('has no confidence when the partner lists no channels', () => {
    expect(channelsFit(wantsTypes('promotions', 'email'), 0)).toMatchObject({ value: 0, confidence: 0 });
  });
});

describe('channelsFit from a profile', () => {
  it('is the overlap coefficient of the two channel sets', () => {
    const fit = channelsFit(wantsChannels('social-media', 'events', 'flyers', 'radio'), channelMask(['social-media', 'search-ads']));
    expect(fit.value).toBe(0.5); // 1 shared of the smaller set's 2
    expect(fit.facts.channels).toBe(channelMask(['social-media']));
  });

  it('does not penalise a partner for running many channels', () => {
    expect(channelsFit(wantsChannels('events'), channelMask(['events', 'radio', 'flyers', 'influencer'])).value).toBe(1);
  });

  it('has no confidence when this side lists no channels', () => {
    expect(channelsFit(wantsChannels(), channelMask(['events'])).confidence).toBe(0);
  });
});
