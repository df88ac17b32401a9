import { PRODUCT_NAME } from '@comarketing/ui';

export interface PageMeta {
  title: string;
  description: string;
}

export const ROUTE_META = {
  home: {
    title: `${PRODUCT_NAME} - Partner with Local Businesses`,
    description:
      'Co-Marketing Hub matches UK small businesses with complementary local partners so they can share marketing costs, reach bigger audiences and grow together.',
  },
  welcome: {
    title: `Welcome | ${PRODUCT_NAME}`,
    description: 'Your Co-Marketing Hub home: pick up where you left off and find local partners for joint campaigns.',
  },
  signIn: {
    title: `Sign In | ${PRODUCT_NAME}`,
    description: 'Sign in to Co-Marketing Hub to manage your business profile, marketing requests and partner matches.',
  },
  signUp: {
    title: `Create Account | ${PRODUCT_NAME}`,
    description: 'Create a free Co-Marketing Hub account and start finding complementary local businesses to market with.',
  },
  dashboard: {
    title: `Dashboard | ${PRODUCT_NAME}`,
    description: 'Your Co-Marketing Hub dashboard: campaigns, partner matches, notifications and next steps.',
  },
  notifications: {
    title: `Notifications & Messages | ${PRODUCT_NAME}`,
    description: 'Your notifications and messages from the Co-Marketing Hub team.',
  },
  businessProfile: {
    title: `Business Profile | ${PRODUCT_NAME}`,
    description: 'Your Co-Marketing Hub business profile: the details, audience and marketing preferences that drive your partner matches.',
  },
  settings: {
    title: `Account Settings | ${PRODUCT_NAME}`,
    description: 'Manage your Co-Marketing Hub profile, notification preferences, password and data.',
  },
  marketingRequest: {
    title: `Create Marketing Request | ${PRODUCT_NAME}`,
    description: 'Describe the co-marketing campaign you have in mind and get matched with complementary local businesses.',
  },
  partnerMatches: {
    title: `Partner Matches | ${PRODUCT_NAME}`,
    description: 'Your Co-Marketing Hub partner matches: review complementary local businesses and accept the ones that suit you.',
  },
  notFound: {
    // Unknown routes use the home title (specification, section 2).
    title: `${PRODUCT_NAME} - Partner with Local Businesses`,
    description: "The page you're looking for doesn't exist.",
  },
} as const satisfies Record<string, PageMeta>;

/** The page's title, description and their social-sharing twins; React 19 hoists them into <head>. */
export function RouteMeta({ title, description }: PageMeta) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
