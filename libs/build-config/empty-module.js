// @ts-check
// What a style sheet import compiles to in a Node build: the server renders markup, the browser build ships the CSS.
module.exports = function emptyModule() {
  return 'export {};';
};
