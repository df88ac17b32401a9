// The host: webpack 5 + module federation. It declares no static remotes; their manifest URLs come
// from /mf/remotes.json at run time (src/federation). Shared singletons keep one React, one router,
// one Redux store, one api slice and one toast queue across host and remotes.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { dependencies: deps } = require('./package.json');

const workspace = path.resolve(__dirname, '../..');

/** Shared with every remote; the same list lives in each remote's config. */
const shared = {
  react: { singleton: true, requiredVersion: deps.react },
  'react/': { singleton: true, requiredVersion: deps.react },
  'react-dom': { singleton: true, requiredVersion: deps['react-dom'] },
  'react-dom/': { singleton: true, requiredVersion: deps['react-dom'] },
  'react-router-dom': { singleton: true, requiredVersion: deps['react-router-dom'] },
  'react-router': { singleton: true, requiredVersion: deps['react-router-dom'] },
  '@reduxjs/toolkit': { singleton: true, requiredVersion: deps['@reduxjs/toolkit'] },
  '@reduxjs/toolkit/': { singleton: true, requiredVersion: deps['@reduxjs/toolkit'] },
  'react-redux': { singleton: true, requiredVersion: deps['react-redux'] },
  '@comarketing/api': { singleton: true, requiredVersion: false },
  '@comarketing/ui': { singleton: true, requiredVersion: false },
};

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.ts' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      uniqueName: 'comarketing_host',
      // Entry files keep a plain name: with webpack 5.111 the federation runtime module cannot
      // resolve [contenthash] in its own chunk's name (module-federation/core#5077). index.html
      // references them with a ?hash query instead (html-webpack-plugin `hash`).
      filename: 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      clean: true,
    },
    // No eval-based source maps: the BFF's CSP allows no 'unsafe-eval'.
    devtool: 'source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // Workspace libraries compile from their TypeScript sources.
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
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // libs/contracts is declarations only (schemas, constants, pure functions): let webpack
        // drop the parts a bundle does not use. (Its package.json does not say so yet.)
        { test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        dts: false,
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
        chunkFilename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
      }),
      new HtmlWebpackPlugin({ template: './src/index.html', favicon: './src/favicon.svg', hash: production }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
