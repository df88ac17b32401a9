// The eight services of the offer, as marketing text.
export interface Service {
  title: string;
  category: 'Campaign Planning' | 'Advertising Tools' | 'Insights & Training';
  description: string;
}

export const SERVICES: readonly Service[] = [
  {
    title: 'Co-Marketing Matchmaking',
    category: 'Campaign Planning',
    description: 'We pair you with complementary local businesses that share your audience, not your customers.',
  },
  {
    title: 'Joint Campaign Management',
    category: 'Campaign Planning',
    description: 'Plan, launch and run campaigns together with one shared timeline and budget.',
  },
  {
    title: 'Collaborative Promotions',
    category: 'Campaign Planning',
    description: "Bundles, cross-offers and loyalty swaps that bring each partner's customers to the other.",
  },
  {
    title: 'Shared Advertising Packages',
    category: 'Advertising Tools',
    description: 'Pool budgets with partners for leaflets, outdoor, radio and social ads at a shared cost.',
  },
  {
    title: 'Event & Pop-Up Marketing',
    category: 'Advertising Tools',
    description: 'Joint events, pop-ups and sampling days that put your businesses in front of new people.',
  },
  {
    title: 'Content & Branding Support',
    category: 'Advertising Tools',
    description: "Co-branded content, design and copy that keep every partner's brand looking right.",
  },
  {
    title: 'Analytics & Reporting',
    category: 'Insights & Training',
    description: 'See the reach, responses and cost savings of every campaign you run together.',
  },
  {
    title: 'Training & Strategy Workshops',
    category: 'Insights & Training',
    description: 'Practical sessions on partnership marketing, planning and measuring results.',
  },
];
