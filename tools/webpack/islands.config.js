// The islands build of a remote whose pages the server renders: one small script for a page
// without the app (React and the hydration of the page's islands), and a chunk per island. No
// module federation and no shared singletons: such a page loads no federation runtime, no remote
// container and no store. Written into dist/islands/ beside the federated build, with
// islands-manifest.json, which the BFF reads to link the script and preload a page's islands.
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { precompression, sourceResolve, sourceRules } = require('./federated-app.config');

const ISLANDS_DIR = 'islands';
const ISLAND_CHUNK_PREFIX = 'island-';

// Bytes before compression, as the apps' budgets (README.md): the entry is React's DOM renderer and
// the hydration of islands, which every islands page loads first (measured: 225 KB, 71 KB gzip).
const budget = { maxAssetSize: 250_000, maxEntrypointSize: 250_000 };

/**
 * islands-manifest.json (IslandsManifest of libs/contracts/src/web/server-render.ts): the entry's
 * files and each island's, named by the chunk names `island-<name>` of the loaders
 * (src/island-registry.ts), as paths under the remote's base.
 */
class IslandsManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('IslandsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'IslandsManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const split = (files) => ({ js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) });
        const islands = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (name.startsWith(ISLAND_CHUNK_PREFIX)) islands[name.slice(ISLAND_CHUNK_PREFIX.length)] = split(group.getFiles());
        }
        const manifest = { entry: split(compilation.entrypoints.get('islands').getFiles()), islands };
        compilation.emitAsset(`${ISLANDS_DIR}/islands-manifest.json`, new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

/**
 * @param {object} app
 * @param {string} app.dir    the remote's folder
 * @param {string} app.name   the remote's name in libs/platform-registry
 * @param {string} app.entry  its islands script (hydrates the islands of the page)
 * @param {{ production: boolean }} mode
 */
function islandsConfig(app, { production }) {
  // Images are the federated build's files (same names): referenced, not emitted twice.
  const rules = sourceRules(production).map((rule) => (rule.type === 'asset/resource' ? { ...rule, generator: { ...rule.generator, emit: false } } : rule));
  return {
    name: 'islands',
    context: app.dir,
    mode: production ? 'production' : 'development',
    entry: { islands: app.entry },
    output: {
      // The remote's own folder, so images resolve to the same URLs as in its server render.
      path: path.join(app.dir, 'dist'),
      publicPath: 'auto',
      uniqueName: `comarketing_${app.name}_islands`,
      filename: `${ISLANDS_DIR}/js/[name].[contenthash:8].js`,
      chunkFilename: `${ISLANDS_DIR}/js/[name].[contenthash:8].js`,
      // Only this build's own files: the federated build owns the rest of the folder.
      clean: { keep: (file) => !file.startsWith(`${ISLANDS_DIR}/`) && !file.startsWith(`${ISLANDS_DIR}\\`) },
    },
    devtool: production ? 'hidden-source-map' : 'source-map',
    resolve: sourceResolve(production),
    module: { rules },
    // The runtime (which names every island's chunk) apart, so a changed island does not change
    // the large entry that every islands page caches.
    optimization: { runtimeChunk: 'single' },
    plugins: [
      new MiniCssExtractPlugin({ filename: `${ISLANDS_DIR}/css/[name].[contenthash:8].css`, chunkFilename: `${ISLANDS_DIR}/css/[name].[contenthash:8].css` }),
      new IslandsManifestPlugin(),
      ...(production ? precompression() : []),
    ],
    performance: production ? { hints: 'error', ...budget } : { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { islandsConfig };
