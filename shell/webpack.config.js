// @ts-check
const path = require('node:path');
const {
  createServerWebpackConfig,
  createWebpackConfig,
  requireContracts,
  requireSharedLib,
} = require('@icast/build-config');

const { portFromEnv, remoteBaseUrlsFromEnv, remotesConfigFromBaseUrls } = requireContracts();
/** @type {typeof import('@icast/content')} */
const { SITE, telHref, whatsappHref } = requireSharedLib('@icast/content');

const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${portFromEnv('api', process.env)}`;

const remoteUnavailable = path.join(__dirname, 'src/runtime-plugins/remote-unavailable.ts');

/**
 * The browser build and, for production, the shell's server bundle (shell/dist-server/server.js, never served): the
 * federation host the document server renders pages with, loading the remotes' server builds at run time.
 * @type {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const browser = createWebpackConfig({
    appDir: __dirname,
    name: 'shell',
    title: 'ICAST Schools, Ibadan',
    port: portFromEnv('shell', process.env),
    mode,
    publicPath: '/',
    runtimePlugins: [remoteUnavailable],
    // Body text, bold and headings on every page (libs/ui/src/fonts.css): their small core files, as each is named.
    preloadFonts: ['nunito-core-400', 'nunito-core-700', 'merriweather-core-700'],
    // The <noscript> block of src/index.html: how to reach the school from a browser that runs no script.
    templateParameters: {
      phones: SITE.phones.map((phone) => ({ label: phone, href: telHref(phone) })),
      whatsapp: { label: SITE.whatsapp, href: whatsappHref(SITE.whatsapp) },
      email: SITE.email,
    },
    devServer: {
      proxy: [{ context: ['/api'], target: apiUrl, changeOrigin: false }],
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({
          name: 'remotes-json',
          path: '/remotes.json',
          middleware: (_request, response) => {
            response.setHeader('Cache-Control', 'no-store');
            // Built from MF_*_URL as the production server and the nginx entrypoint write it.
            response.json(remotesConfigFromBaseUrls(remoteBaseUrlsFromEnv(process.env)));
          },
        });
        return middlewares;
      },
    },
  });
  if (mode !== 'production') return browser;
  const server = createServerWebpackConfig({
    appDir: __dirname,
    name: 'shell',
    mode,
    entry: './src/server/index.ts',
    outputDir: path.join(__dirname, 'dist-server'),
    runtimePlugins: [remoteUnavailable, path.join(__dirname, 'src/runtime-plugins/server-fetch.ts')],
  });
  return [browser, server];
};
