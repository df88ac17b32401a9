// The owner remote: the signed-in dashboard, welcome, notifications, business-profile, settings,
// marketing-request and partner-matches pages, exposed to the host through module
// federation (remoteEntry.js + mf-manifest.json). `webpack --mode development` also emits a
// standalone page (src/bootstrap.tsx) for working on the remote alone.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { dependencies: deps } = require('./package.json');

const workspace = path.resolve(__dirname, '../..');

/** The host's shared list, kept identical in every remote. */
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
    // The standalone page is a development aid; production ships only the federated modules.
    entry: production ? {} : { main: './src/index.ts' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      // Resolved from where remoteEntry.js was loaded (/remotes/owner/ behind the BFF, or a CDN).
      publicPath: 'auto',
      uniqueName: 'comarketing_owner',
      // Entry files keep a plain name (module-federation/core#5077 with webpack 5.111).
      filename: 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      clean: true,
    },
    devtool: 'source-map',
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
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'owner',
        filename: 'remoteEntry.js',
        exposes: {
          './DashboardPage': './src/routes/dashboard-page.tsx',
          './WelcomePage': './src/routes/welcome-page.tsx',
          './NotificationsPage': './src/routes/notifications-page.tsx',
          './BusinessProfilePage': './src/routes/business-profile-page.tsx',
          './SettingsPage': './src/routes/settings-page.tsx',
          './MarketingRequestPage': './src/routes/marketing-request-page.tsx',
          './PartnerMatchesPage': './src/routes/partner-matches-page.tsx',
        },
        shared,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
      new MiniCssExtractPlugin({
        filename: 'css/[name].css',
        chunkFilename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
      }),
      ...(production ? [] : [new HtmlWebpackPlugin({ template: './src/index.html', chunks: ['main'] })]),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
