module.exports = require('../../jest.base.js')({ environment: 'jsdom', setupFiles: ['@testing-library/jest-dom'] });
