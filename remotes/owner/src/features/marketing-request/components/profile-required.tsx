import { Link } from 'react-router-dom';
import { Building2 } from 'lucide-react';
import { REQUEST_TEXT } from '@comarketing/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';

/** Without a business profile there is nothing to match: send the user to create one first. */
export function ProfileRequired() {
  return (
    <Card className="request-profile-required">
      <CardHeader>
        <span className="cm-icon-tile" aria-hidden="true">
          <Building2 />
        </span>
        <CardTitle>Complete your business profile first</CardTitle>
        <CardDescription>{REQUEST_TEXT.failedBusiness} We use your industry, location and audience to find complementary partners.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={pagePath('businessProfile')}>Complete Business Profile</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
