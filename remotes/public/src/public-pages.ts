import { type ComponentType } from 'react';
import { type REMOTES } from '@comarketing/platform-registry';
import AboutPage from './routes/about-page';
import BlogPage from './routes/blog-page';
import BlogPostPage from './routes/blog-post-page';
import ForgotPasswordPage from './routes/forgot-password-page';
import HowItWorksPage from './routes/how-it-works-page';
import LandingPage from './routes/landing-page';
import PartnershipsPage from './routes/partnerships-page';
import PrivacyPage from './routes/privacy-page';
import ResetPasswordPage from './routes/reset-password-page';
import SignInPage from './routes/sign-in-page';
import SignUpPage from './routes/sign-up-page';
import SupportPage from './routes/support-page';
import TermsPage from './routes/terms-page';
import UnsubscribePage from './routes/unsubscribe-page';
import VerifyEmailPage from './routes/verify-email-page';

type PublicPageId = keyof (typeof REMOTES)['public']['pages'];

/**
 * Every page of this remote in the registry, by its id, for the server render and the standalone
 * bootstrap (the host loads each from its exposed module instead). Checked by the compiler: a page
 * added to the registry cannot be forgotten here.
 */
export const PUBLIC_PAGES: Record<PublicPageId, ComponentType> = {
  landing: LandingPage,
  signIn: SignInPage,
  signUp: SignUpPage,
  about: AboutPage,
  howItWorks: HowItWorksPage,
  partnerships: PartnershipsPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  verifyEmail: VerifyEmailPage,
  unsubscribe: UnsubscribePage,
  support: SupportPage,
  blog: BlogPage,
  blogPost: BlogPostPage,
};
