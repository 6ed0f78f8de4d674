const config = require('../tools/jest-web.cjs')(__dirname);

module.exports = {
  ...config,
  setupFilesAfterEnv: [...config.setupFilesAfterEnv, '<rootDir>/src/test/setup-texts.ts'],
};
