// The admin remote: its pages, exposed to the host through module federation (remoteEntry.js +
// mf-manifest.json). Each exposed module is a page of the registry (libs/platform-registry);
// `webpack --mode development` also emits a standalone page (src/bootstrap.tsx).
const { federatedAppConfig } = require('../../tools/webpack/federated-app.config');

module.exports = (_env, argv) =>
  federatedAppConfig(
    {
      dir: __dirname,
      name: 'admin',
      kind: 'remote',
      // A property of the page's global object, so any name works (a `var` cannot be a reserved word).
      library: { type: 'global', name: 'admin' },
      exposes: {
        './AdminLoginPage': './src/routes/admin-login-page.tsx',
        './AdminPanelPage': './src/routes/admin-panel-page.tsx',
      },
    },
    { production: argv.mode === 'production' },
  );
