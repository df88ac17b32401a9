import { COMPANY } from '@comarketing/contracts';

// The assistant's canned replies: it makes no calls and
// answers by keywords in the lowercase text, in the specification's order of groups. The replies
// state what is true of this product; the specification's unbacked statistics (match accuracy,
// cost reduction, reach) are left out, and no reply ever contains credentials.

export const CHAT_TITLE = `${COMPANY.productName} Support`;
export const CHAT_SUBTITLE = 'AI Assistant & Live Support';
export const CHAT_GREETING = `Hi! I'm the ${COMPANY.productName} assistant. Ask me about our services, how matching works, pricing or getting started, or press Live Support to reach a person.`;
export const CHAT_REPLY_DELAY_MS = 1500;
export const LIVE_SUPPORT_TOAST = { title: 'Connecting to Live Support', description: 'A support team member will join the chat shortly.' } as const;
export const LIVE_SUPPORT_TRANSFER = "I'm transferring you to a human agent from our support team. They will join this chat shortly; for anything urgent you can also e-mail us.";

const GROUPS: { keywords: string[]; reply: string }[] = [
  {
    keywords: ['service', 'offer'],
    reply:
      'We offer 8 core services in three groups. Campaign planning: co-marketing matchmaking, joint campaign management and collaborative promotions. Advertising tools: shared advertising packages with pooled budgets, event and pop-up marketing, and content and branding support. Insights and training: analytics and reporting, and training and strategy workshops.',
  },
  {
    keywords: ['how it works', 'how does it work', 'process'],
    reply:
      'It works in six steps: 1) register and complete your business profile, 2) submit a marketing request, 3) we match you automatically with 2-3 complementary local partners, 4) you review the matches and accept or decline, 5) you approve the plan and split the costs, 6) your joint campaign goes live. Our team reviews requests and confirms the final partner selection within 24-48 hours. See /how-it-works for the details.',
  },
  {
    keywords: ['price', 'pricing', 'cost', 'fee'],
    reply:
      'Creating an account and being matched are free. A joint campaign\'s costs are split between the partners: 50-50 by default, or 60-40 or a custom split if you agree one, and we match budgets from £100. Where our team manages a campaign, the management fee is 10-15% of the campaign budget, stated in the quote you accept before any work starts. The details are in our Terms of Service at /terms.',
  },
  {
    keywords: ['campaign', 'marketing'],
    reply:
      'Partners can run 7 kinds of joint campaign: leaflet distribution, social media cross-promotion, joint email campaigns, collaborative events, content marketing partnerships, shared advertising, and joint promotions and bundles. A campaign can go from registration to launch in 7-14 days.',
  },
  {
    keywords: ['match', 'partner', 'find'],
    reply:
      'Matching looks at industry and company size, location and your radius, budget range and goals, target audience and brand fit, and campaign preferences and timing. You see each suggested partner with its score and the reasons it fits, and our team reviews the final selection.',
  },
  {
    keywords: ['benefit', 'advantage', 'why'],
    reply:
      'Working with a complementary local business lets you share the cost of a campaign, reach customers who already buy nearby, and learn from a partner. We find the partners, mediate the communication and help you measure what worked.',
  },
  {
    keywords: ['start', 'begin', 'sign up', 'sign-up', 'signup'],
    reply: 'Getting started takes a few minutes: create a free account (Get Started at the top of the page, or /sign-up), complete your business profile, then submit your first marketing request.',
  },
  {
    keywords: ['support', 'help', 'contact'],
    reply: `Our support team is here 24/7 for urgent matters. Press Live Support to reach a person, e-mail ${COMPANY.supportEmail} (we answer within 24 hours), or visit the Support Center at /support.`,
  },
  {
    keywords: ['demo', 'try', 'test'],
    reply:
      'The best way to try it is with your own free account: sign up at /sign-up, add your business profile and submit a marketing request to see the partners we suggest. Creating an account and being matched cost nothing.',
  },
];

const FALLBACK = 'I can help with our services, how it works, pricing, campaigns, partner matching, the benefits and getting started. What would you like to know? For anything else, press Live Support to talk to our team.';

/** The assistant's reply to a message: the first group, in order, with a keyword in it. */
export function replyTo(message: string): string {
  const text = message.toLowerCase();
  return GROUPS.find((group) => group.keywords.some((keyword) => text.includes(keyword)))?.reply ?? FALLBACK;
}
