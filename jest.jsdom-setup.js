// jsdom lacks the encoders react-router 7 reads at import time.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
