// The webpack configuration every frontend shares: the host and each remote differ only in their
// name, what they expose and how their entry is served. Keeping one copy keeps the shared
// singletons identical everywhere (a mismatch would load React or the store twice).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const zlib = require('node:zlib');

const workspace = path.resolve(__dirname, '../..');

// Size budgets of a production build, in bytes before compression (source maps are not counted).
// Measured sizes and how to change a budget: README.md. A build over budget fails.
const budgets = {
  // The largest single file (today React DOM's chunk), and what a first visit must load before
  // anything runs: main.js and the stylesheet, linked from the page's head so a server-rendered page
  // is styled on first paint.
  host: { maxAssetSize: 230_000, maxEntrypointSize: 135_000 },
  // remoteEntry.js is a remote's entrypoint; its chunks load on demand.
  remote: { maxAssetSize: 215_000, maxEntrypointSize: 110_000 },
};

// Our own shared libraries, by package name: their package.json `version` is what a remote built
// against them requires (see README: bump it when a remote starts to need something new).
const workspaceLibs = {
  '@comarketing/api': path.join(workspace, 'libs/api'),
  '@comarketing/ui': path.join(workspace, 'libs/ui'),
};

/** The version each workspace library has in this checkout, e.g. `{ '@comarketing/ui': '0.1.0' }`. */
function workspaceLibVersions() {
  return Object.fromEntries(Object.entries(workspaceLibs).map(([name, dir]) => [name, require(path.join(dir, 'package.json')).version]));
}

/**
 * One React, one router, one Redux store, one api slice and one toast queue across the apps.
 *
 * Each singleton states the version range it needs, and `strictVersion` makes a mismatch an error
 * instead of a console warning: a remote deployed against an older host then fails to load (the
 * host shows its fallback page) rather than running on a copy it was not built for. The
 * third-party ranges come from the app's package.json; our libraries require at least the version
 * the app was built with (`^<version in libs/<name>/package.json>`).
 *
 * @param {Record<string,string>} deps          the app's dependencies (package.json)
 * @param {Record<string,string>} [libVersions]  the workspace libraries' versions (this checkout's by default)
 */
function sharedSingletons(deps, libVersions = workspaceLibVersions()) {
  const singleton = (requiredVersion) => ({ singleton: true, strictVersion: true, requiredVersion });
  const ownLib = (name) => {
    if (!libVersions[name]) throw new Error(`${name} has no version in its package.json: remotes cannot require one`);
    return { ...singleton(`^${libVersions[name]}`), version: libVersions[name] };
  };
  return {
    react: singleton(deps.react),
    'react/': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/': singleton(deps['react-dom']),
    // The router the apps use, tree-shaken (see shared/react-router-dom.browser.js); react-router
    // itself is inside that module, not shared on its own.
    'react-router-dom': {
      ...singleton(deps['react-router-dom']),
      import: path.join(__dirname, 'shared/react-router-dom.browser.js'),
      version: require('react-router-dom/package.json').version,
    },
    '@reduxjs/toolkit': singleton(deps['@reduxjs/toolkit']),
    '@reduxjs/toolkit/': singleton(deps['@reduxjs/toolkit']),
    'react-redux': singleton(deps['react-redux']),
    '@comarketing/api': ownLib('@comarketing/api'),
    '@comarketing/ui': ownLib('@comarketing/ui'),
    // The design system's heavier parts, each shared on its own so a page loads only those it uses.
    '@comarketing/ui/dialog': ownLib('@comarketing/ui'),
    '@comarketing/ui/menu': ownLib('@comarketing/ui'),
    '@comarketing/ui/forms': ownLib('@comarketing/ui'),
    '@comarketing/ui/toaster': ownLib('@comarketing/ui'),
    '@comarketing/ui/signed-in-frame': ownLib('@comarketing/ui'),
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

function precompression() {
  return [
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', compressionOptions: { level: 9 }, filename: '[path][base].gz', threshold: 1024, minRatio: 0.9 }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      filename: '[path][base].br',
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/** How the browser builds resolve our sources (the apps' and the islands'). */
function sourceResolve(production) {
  return {
    extensions: ['.tsx', '.ts', '.js'],
    // Workspace libraries compile from their TypeScript sources.
    alias: {
      '@comarketing/contracts$': path.join(workspace, 'libs/contracts/src/index.ts'),
      // react-router 7 resolves to its development build under every condition; ship the production one.
      ...(production ? { 'react-router$': path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs') } : {}),
    },
  };
}

/** How the browser builds compile our sources, styles and images. */
function sourceRules(production) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2020',
          },
        },
      },
    },
    { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
    // `import url from './hero.svg'`: the file is emitted with a content hash, the import is its URL.
    { test: /\.(svg|png|jpe?g|webp|gif)$/i, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
    // libs/contracts is declarations only: let webpack drop the parts a bundle does not use.
    { test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
  ];
}

/**
 * @param {object} app
 * @param {string} app.dir            the app's folder (its package.json gives the shared versions)
 * @param {string} app.name           the federation container name ('host', or the remote's name in libs/platform-registry)
 * @param {'host'|'remote'} app.kind
 * @param {Record<string,string>} [app.exposes]   a remote's modules
 * @param {object} [app.library]      a remote's container library, when `var <name>` cannot work
 * @param {{ production: boolean }} mode
 */
function federatedAppConfig(app, { production }) {
  const { dependencies: deps } = require(path.join(app.dir, 'package.json'));
  const host = app.kind === 'host';
  return {
    // Relative paths (entry, exposes, templates) are the app's, wherever webpack is started from.
    context: app.dir,
    mode: production ? 'production' : 'development',
    // A remote's standalone page is a development aid; production ships only the federated modules.
    entry: host || !production ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(app.dir, 'dist'),
      // The host is served at /; a remote resolves its chunks from where remoteEntry.js was loaded.
      publicPath: host ? '/' : 'auto',
      uniqueName: `comarketing_${app.name}`,
      // Entry files keep a plain name: with webpack 5.111 the federation runtime module cannot
      // resolve [contenthash] in its own chunk's name (module-federation/core#5077). The host's
      // index.html references them with a ?hash query instead (html-webpack-plugin `hash`).
      filename: 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      // A remote's islands build writes into islands/ of the same folder (islands.config.js).
      clean: host ? true : { keep: /^islands[\\/]/ },
    },
    // No eval-based source maps: the BFF's CSP allows no 'unsafe-eval'. Production builds keep
    // their maps beside the bundles (for an error tracker) without pointing to them, and the BFF
    // does not serve them: our sources are not published.
    devtool: production ? 'hidden-source-map' : 'source-map',
    resolve: sourceResolve(production),
    module: { rules: sourceRules(production) },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: app.exposes, manifest: true }),
        ...(app.library ? { library: app.library } : {}),
        shared: sharedSingletons(deps),
        shareStrategy: 'loaded-first',
        dts: false,
        // The federation runtime trimmed to what a browser page uses: no Node loader anywhere, and a
        // production remote (which loads no remotes itself) also drops the snapshot and remote-loading
        // code. Each app still carries its own copy: sharing the host's (externalRuntime) was measured
        // to cost the host more than it saved the remote (this folder's README).
        ...(production ? { experiments: { optimization: host ? { target: 'web' } : { target: 'web', disableSnapshot: true, disableRemote: true } } } : {}),
      }),
      new MiniCssExtractPlugin({
        filename: production && host ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
        chunkFilename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
      }),
      // Brotli and gzip copies beside each text file, made once here at the best ratios; the BFF
      // (and the remotes' nginx) send them as they are, with no compression work per request.
      ...(production ? precompression() : []),
      ...(host
        ? [new HtmlWebpackPlugin({ template: './src/index.html', favicon: './src/favicon.svg', hash: production })]
        : production
          ? []
          : [new HtmlWebpackPlugin({ template: './src/index.html', chunks: ['main'] })]),
    ],
    // Development bundles are unminified: the budgets are for what ships.
    performance: production ? { hints: 'error', ...budgets[app.kind] } : { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { federatedAppConfig, sharedSingletons, workspaceLibVersions, budgets, precompression, sourceRules, sourceResolve };
