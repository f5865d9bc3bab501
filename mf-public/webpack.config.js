// @ts-check
const { serverRenderedRemoteConfig } = require('@icast/build-config');

/** The browser build and, for production, the Node build the shell's document server renders these pages with. */
module.exports = serverRenderedRemoteConfig({ appDir: __dirname, name: 'mf_public', title: 'ICAST public pages' });
