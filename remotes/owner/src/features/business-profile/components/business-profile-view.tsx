import { BadgeCheck, Briefcase, ExternalLink, MapPin, Phone, Target } from 'lucide-react';
import { BUSINESS_TEXT, type Business } from '@comarketing/contracts';
import { Badge, Card, initialsOf, SectionCard } from '@comarketing/ui';
import { companySizeLabel, isUploadedImagePath, isWebAddress, LABELS, NOT_SPECIFIED, radiusLabel } from '../lib/business-display';
import { ViewRow } from './view-row';
import { BadgeList } from './badge-list';

/** The saved profile, read-only. Every value is rendered as text. */
export function BusinessProfileView({ business }: { business: Business }) {
  const hasContact = Boolean(business.phone || business.website);
  return (
    <div className="profile-view">
      <Card className="profile-view__summary">
        <div className="profile-view__logo">
          {isUploadedImagePath(business.logo) ? (
            <img src={business.logo} alt={`${business.businessName} logo`} />
          ) : (
            <span aria-hidden="true">{initialsOf(business.businessName)}</span>
          )}
        </div>
        <div className="profile-view__identity">
          <div className="profile-view__name-row">
            <h2 className="profile-view__name">{business.businessName}</h2>
            {business.verified ? (
              <Badge variant="success">
                <BadgeCheck aria-hidden="true" />
                Verified
              </Badge>
            ) : null}
          </div>
          <p className="profile-view__industry">{LABELS.industry(business.industry)}</p>
          {business.description ? <p className="profile-view__description">{business.description}</p> : null}
        </div>
      </Card>

      <div className="profile-view__grid">
        <SectionCard title="Location & Coverage" icon={<MapPin />}>
          <dl className="profile-view__list">
            <ViewRow label="Location">
              {business.location}, {business.postcode}
            </ViewRow>
            <ViewRow label="Service Radius">{radiusLabel(business.radius)}</ViewRow>
          </dl>
        </SectionCard>

        <SectionCard title="Contact Information" icon={<Phone />}>
          {hasContact ? (
            <dl className="profile-view__list">
              {business.phone ? <ViewRow label="Phone">{business.phone}</ViewRow> : null}
              {business.website ? (
                <ViewRow label="Website">
                  {isWebAddress(business.website) ? (
                    <a href={business.website} target="_blank" rel="noopener noreferrer" className="profile-view__link">
                      {business.website}
                      <ExternalLink aria-hidden="true" />
                      <span className="cm-sr-only">(opens in a new tab)</span>
                    </a>
                  ) : (
                    business.website
                  )}
                </ViewRow>
              ) : null}
            </dl>
          ) : (
            <p className="profile-view__empty">{BUSINESS_TEXT.noContact}</p>
          )}
        </SectionCard>

        <SectionCard title="Business Details" icon={<Briefcase />}>
          <dl className="profile-view__list">
            <ViewRow label="Company Size">{companySizeLabel(business.companySize)}</ViewRow>
            <ViewRow label="Monthly Marketing Budget">{LABELS.monthlyBudget(business.monthlyBudget)}</ViewRow>
          </dl>
        </SectionCard>
      </div>

      <SectionCard title="Marketing Preferences" icon={<Target />}>
        <dl className="profile-view__list profile-view__list--wide">
          <ViewRow label="Preferred Marketing Channels">
            <BadgeList values={business.preferredChannels} label={LABELS.channel} />
          </ViewRow>
          <ViewRow label="Campaign Goals">
            <BadgeList values={business.campaignGoals} label={LABELS.goal} />
          </ViewRow>
          <ViewRow label="Customer Type">{LABELS.customerType(business.customerType)}</ViewRow>
          <ViewRow label="Budget Range">{LABELS.budgetRange(business.budgetRange)}</ViewRow>
          <ViewRow label="Collaboration Preference">{LABELS.collaborationPreference(business.collaborationPreference)}</ViewRow>
          <ViewRow label="Campaign Frequency">{LABELS.campaignFrequency(business.campaignFrequency)}</ViewRow>
          <ViewRow label="Target Audience">{business.targetAudience || NOT_SPECIFIED}</ViewRow>
          <ViewRow label="Target Age Range">{LABELS.targetAgeRange(business.targetAgeRange)}</ViewRow>
          <ViewRow label="Target Location">{business.targetLocation || NOT_SPECIFIED}</ViewRow>
        </dl>
      </SectionCard>
    </div>
  );
}
