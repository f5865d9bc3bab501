// @ts-check
const { createWebpackConfig } = require('@icast/build-config');

/** @type {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration} */
module.exports = (_env, argv) =>
  createWebpackConfig({
    appDir: __dirname,
    name: 'mf_admissions',
    title: 'ICAST admissions',
    port: Number(process.env.MF_ADMISSIONS_PORT ?? 3002),
    mode: argv.mode ?? 'production',
    exposes: { './routes': './src/routes.tsx' },
  });
