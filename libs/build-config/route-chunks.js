// @ts-check
const { Compilation, sources, WebpackError } = require('webpack');

/**
 * Writes `route-chunks.json` beside a remote's manifest: for each page loaded lazily under a `page-` chunk name
 * (`pageChunkName` in @icast/contracts), the files its chunk group needs. The document server reads it to hint a
 * page's own files with the rest of the remote chain, so the browser does not wait for the routes module to ask.
 * A `page-` name that matches no route of this remote fails the build: a typo would silently lose the hint.
 */
class RouteChunks {
  /** @param {{ remote: string; contracts: typeof import('@icast/contracts') }} options */
  constructor({ remote, contracts }) {
    this.contracts = contracts;
    this.knownNames = new Set(
      contracts
        .pathsOwnedBy(/** @type {import('@icast/contracts').RemoteName} */ (remote))
        .map(contracts.pageChunkName),
    );
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteChunks', (compilation) => {
      // After the content hashes are final (files are renamed until OPTIMIZE_HASH).
      const stage = Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'RouteChunks', stage }, () => {
        /** @type {import('@icast/contracts').RouteChunks} */
        const table = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!name.startsWith('page-')) continue;
          if (!this.knownNames.has(name)) {
            compilation.errors.push(
              new WebpackError(
                `RouteChunks: chunk "${name}" names no route of this remote (pageChunkName in contracts)`,
              ),
            );
            continue;
          }
          const files = group.getFiles().filter((file) => !file.endsWith('.map'));
          table[name] = {
            js: files.filter((file) => file.endsWith('.js')).sort(),
            css: files.filter((file) => file.endsWith('.css')).sort(),
          };
        }
        const sorted = Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
        const json = `${JSON.stringify(sorted, null, 2)}\n`;
        compilation.emitAsset(this.contracts.ROUTE_CHUNKS_FILE, new sources.RawSource(json));
      });
    });
  }
}

module.exports = { RouteChunks };
