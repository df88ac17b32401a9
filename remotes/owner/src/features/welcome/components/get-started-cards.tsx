import { Link } from 'react-router-dom';
import { Bell, Building2, FilePlus2 } from 'lucide-react';
import { Button, Card } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';

/** 'Ready to Get Started': the profile, a marketing request, the notifications. */
export function GetStartedCards({ returning }: { returning: boolean }) {
  const cards = [
    {
      icon: <Building2 />,
      title: returning ? 'Review Your Profile' : 'Complete Your Profile',
      text: returning ? 'Keep your details, audience and goals up to date for better matches.' : 'Tell us about your business so we can find the right partners for you.',
      to: pagePath('businessProfile'),
      action: returning ? 'View Profile' : 'Complete Profile',
    },
    {
      icon: <FilePlus2 />,
      title: 'Create a Marketing Request',
      text: 'Describe the campaign you have in mind and we will match you with 2-3 local partners.',
      to: pagePath('marketingRequest'),
      action: 'Create Request',
    },
    {
      icon: <Bell />,
      title: 'Check Notifications',
      text: 'Partner matches, campaign updates and messages from our team.',
      to: pagePath('notifications'),
      action: 'View Notifications',
    },
  ];
  return (
    <section aria-labelledby="get-started-title" className="welcome__section">
      <h2 id="get-started-title" className="welcome__section-title">
        Ready to Get Started
      </h2>
      <ul className="welcome__next">
        {cards.map((card) => (
          <li key={card.to}>
            <Card className="next-card">
              <span className="cm-icon-tile" aria-hidden="true">
                {card.icon}
              </span>
              <h3 className="next-card__title">{card.title}</h3>
              <p className="next-card__text">{card.text}</p>
              <Button asChild variant="secondary" className="next-card__action">
                <Link to={card.to}>{card.action}</Link>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
