// The architecture's fences (architecture-brief.md, rule 1), checked in `npm test`.
// Each rule names the layer it protects; architecture.md shows how each was proved to fail.
// A package is matched by its resolved path (node_modules/<name>/...), as dependency-cruiser reports it.
const pkg = (names) => `(^|node_modules/)(${names})(/|$)`;
// A server area: any folder of server/ but the platform, the composition root and the CLI (captured as $1).
const SERVER_AREA = '(?!platform/|app/|cli/)([^/]+)';
const FRAMEWORKS = pkg('react|react-dom|mobx|mobx-react-lite|axios|inversify|wouter|react-toastify|class-validator|dompurify|reflect-metadata');

module.exports = {
  forbidden: [
    {
      name: 'no-cycles', severity: 'error', comment: 'No import cycles in the client and contract/, lazy or not.',
      from: { pathNot: '^server/' }, to: { circular: true },
    },
    {
      name: 'server-no-load-cycles', severity: 'error',
      comment: "No import cycle on the server that loading runs into. A manifest's lazy load of its area's parts (index.ts → area.ts, "
        + "as a client area's chunk) runs once every module is loaded, so only a cycle of static imports counts.",
      from: { path: '^server/' }, to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'contract-stands-alone', severity: 'error',
      comment: 'contract/ is shared by the client and the server and imports neither side.',
      from: { path: '^contract/' }, to: { path: '^(src|server)/' },
    },
    {
      name: 'server-platform-knows-no-area', severity: 'error',
      comment: 'server/platform (database, HTTP plumbing, config, auth hooks, clock, security log) knows no area and not the composition root.',
      from: { path: '^server/platform/' }, to: { path: '^server/', pathNot: '^server/platform/' },
    },
    {
      name: 'server-areas-meet-at-their-index', severity: 'error',
      comment: "A server area imports another only through its index.ts (its manifest and its door).",
      from: { path: `^server/${SERVER_AREA}/` },
      to: { path: `^server/${SERVER_AREA}/`, pathNot: ['^server/$1/', '^server/[^/]+/index\\.ts$'] },
    },
    {
      name: 'server-app-meets-areas-at-their-index', severity: 'error',
      comment: 'The composition root (server/app, server/areas.ts, main.ts) and the CLI take an area through its index.ts too.',
      from: { path: '^server/(app/|cli/|[^/]+\\.ts$)' },
      to: { path: `^server/${SERVER_AREA}/`, pathNot: '^server/[^/]+/index\\.ts$' },
    },
    {
      name: 'server-areas-do-not-import-the-app', severity: 'error',
      comment: 'server/app assembles the areas; an area never reaches into it (nor into areas.ts, main.ts or the CLI).',
      from: { path: `^server/${SERVER_AREA}/` }, to: { path: '^server/(app/|cli/|[^/]+\\.ts$)' },
    },
    {
      name: 'rules-are-pure', severity: 'error',
      comment: 'contract/rules: pure functions, no packages, no Node.',
      from: { path: '^contract/rules/' }, to: { dependencyTypes: ['npm', 'npm-dev', 'core'] },
    },
    {
      name: 'client-imports-no-server', severity: 'error',
      comment: 'The client takes wire types from contract/, never code from server/.',
      from: { path: '^src/' }, to: { path: '^server/' },
    },
    {
      name: 'kernel-is-pure', severity: 'error',
      comment: 'kernel/ imports only kernel/ and contract/: no framework, no Node, no outer layer.',
      from: { path: '^src/kernel/' }, to: { pathNot: '^(src/kernel|contract)/' },
    },
    {
      name: 'core-is-pure', severity: 'error',
      comment: "An area's core imports its own core, the kernel and contract/ only.",
      from: { path: '^src/features/([^/]+)/core/' }, to: { pathNot: ['^src/features/$1/core/', '^src/kernel/', '^contract/'] },
    },
    {
      name: 'areas-meet-at-their-index', severity: 'error',
      comment: "An area imports another only through its index.ts (manifest, tokens, types) or ui.ts (what other areas embed).",
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/(index|ui)\\.tsx?$'] },
    },
    {
      name: 'app-meets-areas-at-their-door', severity: 'error',
      comment: "The app shell reaches an area through its index.ts or ui.ts, as areas do; the one exception is the session's chunk, preloaded with the app so logging in needs no second download.",
      from: { path: '^src/app/' },
      to: { path: '^src/features/', pathNot: ['^src/features/[^/]+/(index|ui)\\.tsx?$', '^src/features/session/session[.]chunk[.]ts$'] },
    },
    {
      name: 'features-do-not-import-the-app', severity: 'error',
      comment: 'The app assembles the areas; an area never reaches into it.',
      from: { path: '^src/(features|platform|kernel|design-system)/' }, to: { path: '^src/app/' },
    },
    {
      name: 'platform-knows-no-area', severity: 'error',
      comment: 'platform/ holds what every area uses and knows none of them.',
      from: { path: '^src/(platform|design-system)/' }, to: { path: '^src/features/' },
    },
    {
      name: 'design-system-is-presentational', severity: 'error',
      comment: 'The UI kit imports no store, adapter or platform service.',
      from: { path: '^src/design-system/' }, to: { path: '^src/(platform|kernel)/' },
    },
    {
      name: 'stores-use-core-not-adapters', severity: 'error',
      comment: 'Stores call use-cases and ports; they never reach adapters, views or HTTP.',
      from: { path: '^src/features/[^/]+/stores/' },
      to: { path: ['^src/features/[^/]+/(adapters|ui)/', '^src/platform/(http|browser|native|ui)/', pkg('react|react-dom|axios|inversify|wouter')] },
    },
    {
      name: 'views-use-stores', severity: 'error',
      comment: 'Views reach use-cases and ports through stores, and no adapter or container.',
      from: { path: '^src/features/[^/]+/ui/' },
      to: { path: ['^src/features/[^/]+/(adapters|core/(ports|use-cases))/', '^src/platform/(http|browser|native)/', pkg('axios|inversify')] },
    },
    {
      name: 'modules-bind-no-adapters', severity: 'error',
      comment: "An area's <area>.module.ts binds use-cases and stores; only <area>.adapters.ts picks adapters (tests bind fakes in their place).",
      from: { path: '^src/features/[^/]+/[^/]+[.]module[.]ts$' }, to: { path: '^src/features/[^/]+/adapters/' },
    },
    {
      name: 'adapters-implement-ports', severity: 'error',
      comment: 'Adapters implement their core ports; they know no store or view.',
      from: { path: '^src/features/[^/]+/adapters/' }, to: { path: ['^src/features/[^/]+/(stores|ui)/', '^src/platform/ui/'] },
    },
    {
      name: 'no-framework-in-core', severity: 'error',
      comment: 'Cores and the kernel run anywhere: no framework package.',
      from: { path: '^src/(kernel|features/[^/]+/core)/' }, to: { path: FRAMEWORKS },
    },
  ],
  options: {
    // Stylesheets are in the graph (not followed), so the fences hold for CSS imports too.
    doNotFollow: { path: ['node_modules', '\\.css$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
