// findBy* and waitFor give up after 1 s by default. The jsdom suites run beside the API suite in `npm test`, on a
// shared core: 5 s keeps a slow moment from failing a test, and a page that never shows still fails.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
