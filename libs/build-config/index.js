// @ts-check
// Shared by the shell and the three remotes so that sharing rules (React singletons, loaded-first)
// cannot drift between apps: a mismatch here is what makes React download twice.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SourceMapDevToolPlugin } = require('webpack');
const browserslist = require('browserslist');
const { RouteChunks } = require('./route-chunks');

const SINGLETONS = ['react', 'react-dom', 'react-dom/', 'react-router', 'react-router-dom'];

const STANDALONE_REMOTE_PAGE = path.join(__dirname, 'standalone-remote.html');

/**
 * Production source maps go beside the build, never into the folder that is served: anyone could read the
 * original source from them. The bundles name no map (no sourceMappingURL), and `<app>/sourcemaps/` keeps them
 * for reading an error report's stack (e.g. `npx source-map-cli`); the Docker images copy only dist/.
 */
const SOURCE_MAP_FOLDER = 'sourcemaps';
const privateSourceMaps = () =>
  new SourceMapDevToolPlugin({ filename: `../${SOURCE_MAP_FOLDER}/[file].map`, append: false });

/**
 * Text files worth compressing (fonts and photos are compressed already). Each one over 1 KB gets a brotli copy
 * (quality 11) and a gzip copy (level 9) beside it, made once here instead of on every request: the Node static
 * server (libs/stack/src/serve/precompressed.ts) and nginx (`gzip_static`) send the copy the browser accepts.
 */
const PRECOMPRESSIBLE = /\.(js|css|json|svg|html|txt)$/;
function precompressedCopies() {
  /** @type {CompressionPlugin<import('node:zlib').BrotliOptions>} */
  const brotli = new CompressionPlugin({
    test: PRECOMPRESSIBLE,
    threshold: 1024,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
  });
  const gzip = new CompressionPlugin({
    test: PRECOMPRESSIBLE,
    threshold: 1024,
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
  });
  return [brotli, gzip];
}

/**
 * Hints in the built page for what its first paint needs. The entry script is the root of everything the page shows,
 * but a deferred script is fetched at low priority, behind the images, fonts and remote files the page hints: marked
 * high, it arrives first. The fonts every page's text is set in (`preloadFonts`, by file name before the hash) are
 * asked for at once instead of after the style sheet that names them has arrived and been applied.
 */
class FirstPaintHints {
  /** @param {string[]} preloadFonts */
  constructor(preloadFonts) {
    this.preloadFonts = preloadFonts;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('FirstPaintHints', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('FirstPaintHints', (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        const files = Object.keys(compilation.assets);
        for (const font of this.preloadFonts) {
          const file = files.find((name) => new RegExp(`(^|/)${font}\\.[0-9a-f]+\\.woff2$`).test(name));
          if (!file) throw new Error(`preloadFonts: no built file for ${font}`);
          data.assetTags.styles.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              href: `${data.publicPath}${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: 'anonymous',
            }),
          );
        }
        return data;
      });
    });
  }
}

/** The part of react-router the apps may import from 'react-router-dom' (see react-router-dom.mjs). */
const ROUTER_DOM_FACADE = path.join(__dirname, 'react-router-dom.mjs');
/** The same for the Node builds, plus the static router (react-router-dom.server.mjs). */
const ROUTER_DOM_SERVER_FACADE = path.join(__dirname, 'react-router-dom.server.mjs');
/** @param {string} file */
const exportedNames = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/export \{([^}]*)\}/g)].flatMap(([, names]) =>
    [...(names ?? '').matchAll(/\w+/g)].map(([name]) => name).filter((name) => name !== 'from'),
  );
const ROUTER_EXPORTS = [...new Set([...exportedNames(ROUTER_DOM_FACADE), ...exportedNames(ROUTER_DOM_SERVER_FACADE)])];

/**
 * The webpack configs read ports, remote addresses and the school's contacts from the compiled shared libs
 * (`npm start`, `npm run dev`, `npm run build` and `npm test` compile the libs first). Building one app alone on a
 * fresh clone would otherwise stop at "Cannot find module".
 * @param {string} name
 * @returns {any}
 */
function requireSharedLib(name) {
  try {
    return require(name);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'MODULE_NOT_FOUND') throw error;
    throw new Error('The shared libraries are not compiled yet: run `npm run build:libs` once, then build again.');
  }
}

/** @returns {typeof import('@icast/contracts')} */
const requireContracts = () => requireSharedLib('@icast/contracts');

/**
 * The browsers every app is compiled for, read from the repository's one .browserslistrc (the phones parents
 * carry: Chrome/WebView 70, iOS Safari 12, Samsung Internet 10...). `npm test` checks the emitted syntax against
 * them (scripts/check-bundle-syntax.ts), so a newer feature cannot slip into a bundle.
 * @param {string} appDir
 * @returns {string[]}
 */
function browserTargets(appDir) {
  const query = browserslist.loadConfig({ path: appDir });
  if (!query)
    throw new Error(`No browserslist found above ${appDir}: the root .browserslistrc names the browsers we serve.`);
  return browserslist(query);
}

/**
 * swc compiles our TypeScript and lowers the syntax of everything bundled, packages included (some ship ES2020+,
 * e.g. `?.` and class fields), to what the target browsers parse. It only transforms syntax: no polyfills.
 * @param {string[]} targets
 * @param {'typescript' | 'ecmascript'} syntax
 */
function swcLoader(targets, syntax) {
  return {
    loader: require.resolve('swc-loader'),
    options: {
      sourceMaps: true,
      // A package file may be CommonJS or a module: leave that as it is (webpack reads either).
      isModule: syntax === 'typescript' ? true : 'unknown',
      env: { targets },
      jsc: {
        parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax },
        transform: { react: { runtime: 'automatic' }, useDefineForClassFields: true },
      },
    },
  };
}

/** @param {string} appDir @param {string} packageName */
function packageRoot(appDir, packageName) {
  return path.dirname(require.resolve(`${packageName}/package.json`, { paths: [appDir] }));
}

/** @param {string} appDir */
function sharedSingletons(appDir) {
  const appPackage = require(path.join(appDir, 'package.json'));
  const dependencies = { ...appPackage.dependencies };
  /** @type {Record<string, { singleton: true; requiredVersion: string | false; strictVersion: false; version?: string }>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const packageName = name.replace(/\/$/, '');
    const version = dependencies[packageName] ?? dependencies['react-router-dom'];
    shared[name] = { singleton: true, requiredVersion: version ? `^${version}` : false, strictVersion: false };
  }
  // 'react-router-dom' resolves to the trimmed facade (resolve.alias below), so name the package's own version.
  shared['react-router-dom'] = {
    ...shared['react-router-dom'],
    version: require(path.join(packageRoot(appDir, 'react-router-dom'), 'package.json')).version,
  };
  return shared;
}

/**
 * @param {{
 *   appDir: string;
 *   name: string;
 *   title: string;
 *   port: number;
 *   mode: 'production' | 'development';
 *   exposes?: Record<string, string>;
 *   runtimePlugins?: string[];
 *   publicPath?: string;
 *   devServer?: import('webpack-dev-server').Configuration;
 *   templateParameters?: Record<string, unknown>;
 *   preloadFonts?: string[];
 * }} options
 * @returns {import('webpack').Configuration}
 */
function createWebpackConfig(options) {
  const production = options.mode === 'production';
  const isRemote = Boolean(options.exposes);
  // A production remote runs only inside the shell, so it uses the shell's federation runtime instead of
  // shipping its own copy (~19 KB gzip of every remoteEntry.js). Its standalone page could not start without
  // that runtime, so the standalone preview is a development build only (`npm run dev -w <remote>`).
  const usesShellRuntime = isRemote && production;
  const targets = browserTargets(options.appDir);
  return {
    mode: options.mode,
    context: options.appDir,
    // webpack's own runtime code is written for the same browsers (it reads the same .browserslistrc).
    target: 'browserslist',
    entry: usesShellRuntime ? {} : './src/index.ts',
    // Production: maps written by privateSourceMaps() below instead.
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.appDir, 'dist'),
      publicPath: options.publicPath ?? 'auto',
      // The minifier writes the newest syntax this says the browsers have (ES2020 as soon as any one of these is
      // on: Chrome 70 has dynamic import and BigInt), e.g. `a ?? b` for `a == null ? b : a`, which Chrome 70 and
      // iOS 12 cannot parse. Off, it writes ES2017 at most; swc has already lowered everything bundled to that.
      environment: {
        bigIntLiteral: false,
        dynamicImport: false,
        dynamicImportInWorker: false,
        globalThis: false,
        optionalChaining: false,
      },
      uniqueName: options.name,
      // Entry files keep fixed names (served no-cache): the federation runtime cannot hash its own chunk.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // A remote's Node build lives in dist/server/ and is built beside this one.
      clean: { keep: (/** @type {string} */ asset) => asset.startsWith(`${SERVER_FOLDER}/`) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // Workspace libs are compiled from source so a lib edit shows up without a separate build.
      conditionNames: ['icast-source', 'browser', 'import', 'module', 'require', 'default'],
      alias: {
        // Still shared as 'react-router-dom', but only the part of react-router the apps use (react-router-dom.mjs).
        'react-router-dom$': ROUTER_DOM_FACADE,
        // Not a share key, so the facade's import of react-router is bundled (and tree-shaken) with it.
        'react-router-full$': path.join(packageRoot(options.appDir, 'react-router'), 'dist/production/index.mjs'),
      },
    },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: swcLoader(targets, 'typescript') },
        { test: /\.m?js$/, include: /node_modules/, use: swcLoader(targets, 'ecmascript') },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // Small drawings are written into the code: the same address in the Node build, no extra request.
        { test: /\.svg$/, type: 'asset/inline' },
        { test: /\.(woff2?|png|jpe?g|webp|mp4|pdf)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      ...(production ? [privateSourceMaps()] : []),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        shared: sharedSingletons(options.appDir),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins,
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: isRemote
          ? // Remotes load no remotes of their own: leave that code out of their runtime.
            { externalRuntime: usesShellRuntime, optimization: { target: 'web', disableRemote: true } }
          : { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      ...(isRemote && production ? [new RouteChunks({ remote: options.name, contracts: requireContracts() })] : []),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      // The shell's HTML is the site; a remote's HTML only exists for standalone development.
      ...(usesShellRuntime
        ? []
        : [
            new HtmlWebpackPlugin({
              // The shell has its own page; a remote's standalone preview is the same empty page for all three.
              template: isRemote ? STANDALONE_REMOTE_PAGE : './src/index.html',
              title: options.title,
              favicon: existsSync(path.join(options.appDir, 'src/favicon.svg')) ? './src/favicon.svg' : undefined,
              chunks: ['main'],
              ...(options.templateParameters ? { templateParameters: options.templateParameters } : {}),
            }),
            new FirstPaintHints(options.preloadFonts ?? []),
          ]),
      ...(production ? precompressedCopies() : []),
    ],
    performance: { hints: false },
    devServer: {
      port: options.port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : {},
      ...options.devServer,
    },
  };
}

/** Where a remote's Node build goes inside its dist/, and where the document server finds it beside the manifest. */
const SERVER_FOLDER = 'server';

/**
 * The Node build of an app (docs/decisions/rendering.md): a remote's `./routes` for the shell's document server to
 * load at run time from `<remote>/server/remoteEntry.js`, or the shell's own server bundle (`entry`), the federation
 * host on the server. Same sources, same shared singletons as the browser build; style sheets compile to nothing and
 * `react-router-dom` is the server facade (the browser's names plus the static router).
 * @param {{
 *   appDir: string;
 *   name: string;
 *   mode: 'production' | 'development';
 *   exposes?: Record<string, string>;
 *   entry?: string;
 *   outputDir?: string;
 *   runtimePlugins?: string[];
 * }} options
 * @returns {import('webpack').Configuration}
 */
function createServerWebpackConfig(options) {
  const isRemote = Boolean(options.exposes);
  const nodeTargets = { node: '20' };
  return {
    name: `${options.name}-server`,
    mode: options.mode,
    context: options.appDir,
    target: 'async-node',
    entry: options.entry ? { server: options.entry } : {},
    devtool: false,
    output: {
      path: options.outputDir ?? path.join(options.appDir, 'dist', SERVER_FOLDER),
      // No address is known at build time: the Node runtime loads chunks beside the entry it was loaded from.
      publicPath: '',
      uniqueName: options.name,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      ...(options.entry ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      conditionNames: ['icast-source', 'node', 'import', 'module', 'require', 'default'],
      alias: {
        'react-router-dom$': ROUTER_DOM_SERVER_FACADE,
        'react-router-full$': path.join(packageRoot(options.appDir, 'react-router'), 'dist/production/index.mjs'),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              isModule: true,
              env: { targets: nodeTargets },
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' }, useDefineForClassFields: true },
              },
            },
          },
        },
        { test: /\.css$/, use: [require.resolve('./empty-module.js')] },
        { test: /\.svg$/, type: 'asset/inline' },
        { test: /\.(woff2?|png|jpe?g|webp|mp4|pdf)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        remotes: {},
        shared: sharedSingletons(options.appDir),
        shareStrategy: 'loaded-first',
        library: { type: 'commonjs-module', name: options.name },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin'), ...(options.runtimePlugins ?? [])],
        manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
        dts: false,
      }),
    ],
    performance: { hints: false },
  };
}

/**
 * A remote whose pages the shell's document server also renders (mf-public, mf-admissions): the browser build and,
 * for production, the Node build of the same routes (published beside it in dist/server/). The whole webpack.config.js
 * of such a remote, so the two stay one.
 * @param {{ appDir: string; name: string; title: string; exposes?: Record<string, string> }} options
 * @returns {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
function serverRenderedRemoteConfig(options) {
  const { appDir, name, title } = options;
  const exposes = options.exposes ?? { './routes': './src/routes.tsx' };
  const { portFromEnv } = requireContracts();
  return (_env, argv) => {
    const mode = argv.mode ?? 'production';
    const browser = createWebpackConfig({ appDir, name, title, port: portFromEnv(name, process.env), mode, exposes });
    if (mode !== 'production') return browser;
    return [browser, createServerWebpackConfig({ appDir, name, mode, exposes })];
  };
}

module.exports = {
  createWebpackConfig,
  createServerWebpackConfig,
  serverRenderedRemoteConfig,
  SERVER_FOLDER,
  browserTargets,
  requireContracts,
  requireSharedLib,
  sharedSingletons,
  SINGLETONS,
  ROUTER_EXPORTS,
  SOURCE_MAP_FOLDER,
};
