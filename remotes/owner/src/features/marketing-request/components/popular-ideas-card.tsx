import { TrendingUp } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@comarketing/ui';

// Sample content, not live data: the specification's 'Popular This Week' list is static, so it is
// shown as examples without request counts that would read like real figures.
const IDEAS = ['Social media cross-promotion', 'Joint promotions and bundles', 'Collaborative events'];

export function PopularIdeasCard() {
  return (
    <Card className="request-aside__card">
      <CardHeader>
        <CardTitle as="h2" className="request-aside__title">
          <TrendingUp aria-hidden="true" />
          Popular campaign ideas
        </CardTitle>
        <CardDescription>Examples of campaigns local partners often run together.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="request-aside__list">
          {IDEAS.map((idea) => (
            <li key={idea}>{idea}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
