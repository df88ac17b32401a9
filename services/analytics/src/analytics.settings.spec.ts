import { loadAnalyticsSettings } from './analytics.settings';

describe('analytics settings', () => {
  it('keeps page views 30 days unless told otherwise', () => {
    expect(loadAnalyticsSettings({})).toEqual({ pageViewRetentionDays: 30 });
  });

  it('reads the retention from the environment', () => {
    expect(loadAnalyticsSettings({ ANALYTICS_PAGE_VIEW_RETENTION_DAYS: '7' })).toEqual({ pageViewRetentionDays: 7 });
  });

  it('refuses a retention that is not a positive whole number, naming the variable', () => {
    expect(() => loadAnalyticsSettings({ ANALYTICS_PAGE_VIEW_RETENTION_DAYS: '0' })).toThrow(/ANALYTICS_PAGE_VIEW_RETENTION_DAYS/);
    expect(() => loadAnalyticsSettings({ ANALYTICS_PAGE_VIEW_RETENTION_DAYS: 'many' })).toThrow(/ANALYTICS_PAGE_VIEW_RETENTION_DAYS/);
  });
});
