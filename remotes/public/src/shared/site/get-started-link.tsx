import { Link } from 'react-router-dom';
import { useSessionUser } from '@comarketing/api';
import { Button } from '@comarketing/ui';
import { authPagePath, pagePath } from '@comarketing/platform-registry';

const BUSINESS_PROFILE = pagePath('businessProfile');

/**
 * 'Get Started Now' and 'Create Your Profile' (landing page, How It Works): the business profile is
 * where an owner starts. A visitor has no account yet, so the button opens sign-up, which then
 * leads to the profile; the specification's link to /business-profile would show a visitor a
 * sign-in form instead.
 */
export function BusinessProfileStartLink({ children = 'Get Started Now' }: { children?: string }) {
  const user = useSessionUser();
  return (
    <Button asChild size="lg">
      <Link to={user ? BUSINESS_PROFILE : authPagePath('signUp', BUSINESS_PROFILE)}>{children}</Link>
    </Button>
  );
}
