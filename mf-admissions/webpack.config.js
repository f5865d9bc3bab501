// @ts-check
const { createWebpackConfig, requireContracts } = require('@icast/build-config');

const { portFromEnv } = requireContracts();

/** @type {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration} */
module.exports = (_env, argv) =>
  createWebpackConfig({
    appDir: __dirname,
    name: 'mf_admissions',
    title: 'ICAST admissions',
    port: portFromEnv('mf_admissions', process.env),
    mode: argv.mode ?? 'production',
    exposes: { './routes': './src/routes.tsx' },
  });
