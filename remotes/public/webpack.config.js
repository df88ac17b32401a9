// The public remote: landing, sign-in and sign-up pages, exposed to the host through module
// federation (remoteEntry.js + mf-manifest.json). `webpack --mode development` also emits a
// standalone page (src/bootstrap.tsx) for working on the remote alone.
const { federatedAppConfig } = require('../../tools/webpack/federated-app.config');
const { serverRenderConfig } = require('../../tools/webpack/server-render.config');
const { islandsConfig } = require('../../tools/webpack/islands.config');

module.exports = (_env, argv) => [
  federatedAppConfig(
    {
      dir: __dirname,
      name: 'public',
      kind: 'remote',
      // 'public' is a reserved word, so the container cannot be a `var`; it becomes a property of
      // the global object instead (the manifest tells the runtime so).
      library: { type: 'global', name: 'public' },
      exposes: {
        './LandingPage': './src/routes/landing-page.tsx',
        './SignInPage': './src/routes/sign-in-page.tsx',
        './SignUpPage': './src/routes/sign-up-page.tsx',
        './AboutPage': './src/routes/about-page.tsx',
        './HowItWorksPage': './src/routes/how-it-works-page.tsx',
        './PartnershipsPage': './src/routes/partnerships-page.tsx',
        './TermsPage': './src/routes/terms-page.tsx',
        './PrivacyPage': './src/routes/privacy-page.tsx',
        './ForgotPasswordPage': './src/routes/forgot-password-page.tsx',
        './ResetPasswordPage': './src/routes/reset-password-page.tsx',
        './VerifyEmailPage': './src/routes/verify-email-page.tsx',
        './UnsubscribePage': './src/routes/unsubscribe-page.tsx',
        './SupportPage': './src/routes/support-page.tsx',
        './BlogPage': './src/routes/blog-page.tsx',
        './BlogPostPage': './src/routes/blog-post-page.tsx',
      },
    },
    { production: argv.mode === 'production' },
  ),
  // The script of a page served without the app: React and the page's islands (dist/islands/).
  islandsConfig({ dir: __dirname, name: 'public', entry: './src/islands.client.tsx' }, { production: argv.mode === 'production' }),
  // The same pages for the BFF to render to HTML (dist-server/render.js).
  serverRenderConfig({ dir: __dirname, entry: './src/server-render.tsx' }),
];
