import { type Control, useWatch } from 'react-hook-form';
import { ANY_PARTNER_INDUSTRY, CAMPAIGN_DURATIONS, labelOf } from '@comarketing/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@comarketing/ui';
import { formatPounds } from '../../../shared/figure-format';
import { parseBudget, type RequestFormValues } from '../lib/request-form-values';

/** The live summary beside the form: types chosen, budget, duration, partner industries. */
export function RequestSummaryCard({ control }: { control: Control<RequestFormValues> }) {
  const [campaignTypes, budget, duration, partnerIndustries] = useWatch({ control, name: ['campaignTypes', 'budget', 'duration', 'partnerIndustries'] });
  const rows = [
    { term: 'Campaign types', value: campaignTypes.length === 1 ? '1 selected' : `${campaignTypes.length} selected` },
    { term: 'Budget', value: `${formatPounds(parseBudget(budget))} a month` },
    { term: 'Duration', value: duration ? labelOf(CAMPAIGN_DURATIONS, duration) : 'Not set' },
    { term: 'Partner industries', value: partnerIndustries.length === 0 || partnerIndustries.includes(ANY_PARTNER_INDUSTRY) ? 'Any' : `${partnerIndustries.length} selected` },
  ];
  return (
    <Card className="request-aside__card">
      <CardHeader>
        <CardTitle as="h2">Request Summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="request-summary" data-testid="request-summary">
          {rows.map((row) => (
            <div key={row.term} className="request-summary__row">
              <dt>{row.term}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
