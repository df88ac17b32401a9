// The landing page's words: the journey, the pillars and the
// service bundles as the product states them. Testimonials and partner names are samples, and the
// page says so.

export const JOURNEY = [
  { title: 'Register your profile', text: 'Tell us about your business, where you trade and who your customers are.' },
  { title: 'Create a request', text: 'Describe the campaign you want to run, your goals and your budget.' },
  { title: 'Get matched', text: 'We match you automatically with 2-3 complementary local partners, with the reasons each fits.' },
  { title: 'Accept and split the costs', text: 'Accept the partners you want, agree the plan and pay your share of the campaign’s cost.' },
  { title: 'Go live', text: 'Your joint campaign launches, and you follow its results on your dashboard.' },
] as const;

export const PILLARS = [
  { title: 'Collaborate', text: 'Work with businesses whose customers already need what you sell, not with competitors.' },
  { title: 'Market', text: 'Run joint campaigns with pooled budgets: leaflets, events, social media, email and more.' },
  { title: 'Grow', text: 'Reach new local customers for less, and learn what works from every campaign.' },
] as const;

export const SERVICE_BUNDLES = [
  {
    title: 'Campaign planning',
    subtitle: 'From the right partner to a plan',
    services: [
      { title: 'Co-marketing matchmaking', text: 'Complementary local partners, scored on industry, location, budget, goals and audience.' },
      { title: 'Joint campaign management', text: 'One plan, agreed by both partners, with our team mediating every step.' },
      { title: 'Collaborative promotions', text: 'Bundles, shared offers and cross-promotions that send customers both ways.' },
    ],
  },
  {
    title: 'Advertising tools',
    subtitle: 'More reach for the same budget',
    services: [
      { title: 'Shared advertising packages', text: 'Pooled budgets for leaflets, outdoor, radio and online advertising.' },
      { title: 'Event and pop-up marketing', text: 'Joint events, taster sessions and market stalls that bring people in.' },
      { title: 'Content and branding support', text: 'Co-branded artwork, copy and social posts that look the part.' },
    ],
  },
  {
    title: 'Insights and training',
    subtitle: 'Know what worked',
    services: [
      { title: 'Analytics and reporting', text: 'Offer codes, tagged links and simple reports for every campaign.' },
      { title: 'Training and strategy workshops', text: 'Practical sessions on joint marketing for owners and their teams.' },
    ],
  },
] as const;

// Illustrative only: invented people and businesses, shown under a note that says so. The quotes
// describe what a joint campaign involves; they state no figures, since none could be backed.
export const SAMPLE_TESTIMONIALS = [
  { name: 'Priya S.', business: 'a yoga studio', quote: 'Sharing a leaflet run with the juice bar next door cost us less than going alone, and we met customers we had never reached.', rating: 5 },
  { name: 'Tom W.', business: 'an independent bakery', quote: 'We were introduced to a florist whose customers are ours too. A joint Mother’s Day bundle was the obvious first campaign.', rating: 5 },
  { name: 'Aisha K.', business: 'a bike repair shop', quote: 'The team handled the back and forth with our partner, so we only had to agree to a plan that made sense.', rating: 5 },
] as const;

// Invented names of the kind of businesses that partner up (not businesses on the platform).
export const SAMPLE_PARTNERS = ['Maple & Mortar Bakery', 'Copperleaf Florist', 'Tidewater Yoga', 'Northgate Cycle Repairs', 'Little Lantern Bookshop', 'Brightside Events'] as const;
