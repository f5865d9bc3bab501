// What the Node builds (the shell's server bundle, the remotes' server builds) get for 'react-router-dom': the browser
// facade and the static router the document server renders with. One module, so the static router and the Links and
// hooks of every remote share one router context. (The tests' memory router is named here too, so ESLint lets the
// specs import it; no browser build carries it.)
export * from './react-router-dom.mjs';
export { createMemoryRouter, createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-full';
