import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@comarketing/ui';

const TIPS = [
  'Be specific about the result you want and how you will measure it.',
  'Think about which local businesses share your customers without competing with you.',
  'Set a budget you are happy to share; a fair split keeps partnerships going.',
  'Allow at least a month so the campaign can build momentum.',
];

export function CampaignTipsCard() {
  return (
    <Card className="request-aside__card">
      <CardHeader>
        <CardTitle as="h2" className="request-aside__title">
          <Lightbulb aria-hidden="true" />
          Campaign Tips
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="request-aside__list">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
