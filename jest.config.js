// Two projects: the client (jsdom, components and core) and the sandbox server (node).
// @swc/jest transforms (about 2.5x ts-jest); type-checking is `tsc --noEmit`, a separate step.
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
}];
// inversify 8 (and its packages) and wouter ship ESM only, so jest must transform them too.
// ofx-js (a third-party OFX reader the export tests open files with) ships ESM only as well.
const transformIgnorePatterns = ['/node_modules/(?!(inversify|@inversifyjs|wouter|regexparam|cookie|ofx-js)/)'];
const transform = { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc };
// webpack's DefinePlugin puts the build-time constants in the bundle; under jest they are globals.
const globals = { __CLIENT_VERSION__: require('./package.json').version };

module.exports = {
  // Jest reads testTimeout only at the top level; the server project raises it again in its setup.
  // 30 s: a page test that types a whole form takes ~3 s alone and several times that on a busy 2-core machine.
  testTimeout: 30_000,
  // Longest files first, from the committed timings (test/setup/longestFirst.js); top level only, as testTimeout.
  testSequencer: '<rootDir>/test/setup/longestFirst.js',
  // A worker keeps every finished file's module registry it cannot free (~30 MB a file, more
  // with PGlite), and its garbage collector slows as that grows: a file's setup took 6 s at the
  // start of a whole run and 10-15 s at the end. A worker past this much heap after a file is
  // replaced (about a second); 90 server files on two workers: 317 s → 297 s.
  workerIdleMemoryLimit: '600MB',
  projects: [
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/test'],
      // Tests that talk to a real sandbox server run in the server project.
      testPathIgnorePatterns: ['/test/server/', '\\.sandbox\\.test\\.ts$'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/client.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/test/setup/styleStub.js' },
      transform, transformIgnorePatterns, globals,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/test'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/server.ts'],
      // Seeds the cached PGlite templates before the workers start (test/support/pgliteTemplates.ts).
      globalSetup: '<rootDir>/test/setup/serverTemplates.ts',
      // The sandbox's own tests, and the HTTP adapters' contract suites against a running sandbox.
      testMatch: ['<rootDir>/test/server/**/*.test.ts', '**/*.sandbox.test.ts'],
      transform, transformIgnorePatterns, globals,
    },
  ],
};
