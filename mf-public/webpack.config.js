// @ts-check
const { createWebpackConfig } = require('@icast/build-config');
const { portFromEnv } = require('@icast/contracts');

/** @type {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration} */
module.exports = (_env, argv) =>
  createWebpackConfig({
    appDir: __dirname,
    name: 'mf_public',
    title: 'ICAST public pages',
    port: portFromEnv('mf_public', process.env),
    mode: argv.mode ?? 'production',
    exposes: { './routes': './src/routes.tsx' },
  });
