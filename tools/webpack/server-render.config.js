// The server build of a remote's pages: the same sources compiled for Node into one CommonJS file
// that the BFF loads to render a remote's pages to HTML (bff/src/web/public-pages): visitors' public
// pages, and owners' pages with their data. Styles are left to
// the browser build (the page's CSS is linked in the head), assets resolve under the base the BFF
// passes at render time, and React, the router and the store are bundled in: this file runs in the
// BFF, which shares nothing with the browser's copies.
const path = require('node:path');

const workspace = path.resolve(__dirname, '../..');

/**
 * @param {object} app
 * @param {string} app.dir    the remote's folder
 * @param {string} app.entry  its server entry (exports the render function)
 */
function serverRenderConfig(app) {
  return {
    name: 'server',
    context: app.dir,
    mode: 'production',
    target: 'node20',
    entry: { render: app.entry },
    output: {
      path: path.join(app.dir, 'dist-server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // A marker the entry replaces with the remote's public base at each render (asset URLs are
      // fixed when their module loads, before any render knows where the remote is served).
      publicPath: '/__remote_asset_base__/',
      clean: true,
    },
    devtool: false,
    optimization: { minimize: false },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: { '@comarketing/contracts$': path.join(workspace, 'libs/contracts/src/index.ts') },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
            },
          },
        },
        { test: /\.css$/, use: path.join(__dirname, 'empty-module.loader.js') },
        { test: /\.(svg|png|jpe?g|webp|gif)$/i, type: 'asset/resource', generator: { emit: false, filename: 'assets/[name].[contenthash:8][ext]' } },
        { test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
      ],
    },
    plugins: [],
    stats: 'errors-warnings',
    performance: { hints: false },
  };
}

module.exports = { serverRenderConfig };
