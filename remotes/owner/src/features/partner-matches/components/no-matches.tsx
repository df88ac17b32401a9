import { Link } from 'react-router-dom';
import { UsersRound } from 'lucide-react';
import { MATCH_TEXT } from '@comarketing/contracts';
import { Button, Card, EmptyState } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';

/** No match at all yet: a complete profile and a request are what bring them. */
export function NoMatches() {
  return (
    <Card>
      <EmptyState
        icon={<UsersRound aria-hidden="true" />}
        title={MATCH_TEXT.empty}
        description="Partner matches appear here when we find complementary local businesses for you. A complete business profile gives you better matches."
      >
        <div className="no-matches__actions">
          <Button asChild>
            <Link to={pagePath('businessProfile')}>Update Business Profile</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={pagePath('marketingRequest')}>Create Marketing Request</Link>
          </Button>
        </div>
      </EmptyState>
    </Card>
  );
}
