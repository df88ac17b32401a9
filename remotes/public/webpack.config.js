// The public remote: landing, sign-in and sign-up pages, exposed to the host through module
// federation (remoteEntry.js + mf-manifest.json). `webpack --mode development` also emits a
// standalone page (src/bootstrap.tsx) for working on the remote alone.
const { federatedAppConfig } = require('../../tools/webpack/federated-app.config');

module.exports = (_env, argv) =>
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
      },
    },
    { production: argv.mode === 'production' },
  );
