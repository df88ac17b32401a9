import { Alert, AlertDescription, Badge, Button, Card } from '@comarketing/ui';
import { UsersRound } from 'lucide-react';
import { useGetGroupPartnershipsQuery } from '../api/group-partnerships.api';

/** The groups the owner's business is in, with the other members; nothing when there are none. */
export function GroupPartnerships() {
  const query = useGetGroupPartnershipsQuery(undefined, { refetchOnMountOrArgChange: 30 });
  if (query.isError && !query.data) {
    return (
      <Alert variant="destructive" className="partner-groups">
        <AlertDescription>
          We could not load your group partnerships.{' '}
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!query.data?.length) return null;
  return (
    <section className="partner-groups" aria-labelledby="partner-groups-title">
      <h2 id="partner-groups-title" className="partner-groups__title">
        Group partnerships
      </h2>
      <ul className="partner-groups__list">
        {query.data.map((group) => (
          <li key={group.id}>
            <Card className="partner-groups__card">
              <h3 className="partner-groups__name">
                <UsersRound aria-hidden="true" /> {group.name}
              </h3>
              {group.description ? <p>{group.description}</p> : null}
              <p className="partner-groups__with">With:</p>
              <ul className="partner-groups__members">
                {group.members
                  .filter((member) => !member.isYours)
                  .map((member) => (
                    <li key={member.businessId}>
                      <Badge variant="secondary">{member.businessName}</Badge> <span className="partner-groups__where">{member.location}</span>
                    </li>
                  ))}
              </ul>
              <p className="partner-groups__note">Our team will be in touch to plan the campaign with everyone.</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
