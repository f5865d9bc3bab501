// jsdom lacks the encoders react-router 7 reads at import time.
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
