// @ts-check
const { createWebpackConfig } = require('@icast/build-config');

/** @type {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration} */
module.exports = (_env, argv) =>
  createWebpackConfig({
    appDir: __dirname,
    name: 'mf_dashboard',
    title: 'ICAST staff dashboard',
    port: Number(process.env.MF_DASHBOARD_PORT ?? 3003),
    mode: argv.mode ?? 'production',
    exposes: { './routes': './src/routes.tsx' },
  });
