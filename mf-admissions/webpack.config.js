// @ts-check
const { createServerWebpackConfig, createWebpackConfig, requireContracts } = require('@icast/build-config');

const { portFromEnv } = requireContracts();

const exposes = { './routes': './src/routes.tsx' };

/**
 * The browser build and, for production, the Node build of the same routes that the shell's document server renders
 * public pages with (published beside it in dist/server/).
 * @type {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
module.exports = (_env, argv) => {
  const mode = argv.mode ?? 'production';
  const browser = createWebpackConfig({
    appDir: __dirname,
    name: 'mf_admissions',
    title: 'ICAST admissions',
    port: portFromEnv('mf_admissions', process.env),
    mode,
    exposes,
  });
  if (mode !== 'production') return browser;
  return [browser, createServerWebpackConfig({ appDir: __dirname, name: 'mf_admissions', mode, exposes })];
};
