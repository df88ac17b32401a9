// The host: webpack 5 + module federation. It declares no static remotes; their manifest URLs come
// from /mf/remotes.json at run time (src/federation).
const { federatedAppConfig } = require('../../tools/webpack/federated-app.config');

module.exports = (_env, argv) => federatedAppConfig({ dir: __dirname, name: 'host', kind: 'host' }, { production: argv.mode === 'production' });
