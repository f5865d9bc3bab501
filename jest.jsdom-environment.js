// jsdom with the Fetch API of the Node running the tests: React Router's data routers build a Request for every
// navigation and loader, which jsdom does not have. Node's Request only takes Node's AbortSignal, so both come
// from Node, together.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      ReadableStream,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
