// @ts-check
const { createWebpackConfig } = require('@icast/build-config');

/** @type {(env: unknown, argv: { mode?: 'production' | 'development' }) => import('webpack').Configuration} */
module.exports = (_env, argv) =>
  createWebpackConfig({
    appDir: __dirname,
    name: 'mf_public',
    title: 'ICAST public pages',
    port: Number(process.env.MF_PUBLIC_PORT ?? 3001),
    mode: argv.mode ?? 'production',
    exposes: { './routes': './src/routes.tsx' },
  });
