// Lint: typescript-eslint's recommended rules, React's hook rules for web/, and the design's
// boundaries (../shared/design.md "Layout") as no-restricted-imports patterns. ESLint's own rule is
// used over a boundaries plugin: every boundary here is "this folder may not import that path",
// which one regular expression per rule states plainly, with no resolver to configure or keep fast.
// Not type-aware: parsing alone keeps the run to seconds on two cores; the type check is tsc's job.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One pattern of the rule: the import strings it forbids and why, shown with each report. */
const forbid = (regex, message) => ({ regex, message });

const NO_TOOLS = forbid('(^|/)tools/', 'server/ never imports tools/: tools call the server through server/services.ts.');
const NO_FOREIGN_REPO = forbid(
  '^\\.\\./[^./][^/]*/[^/]+\\.(repo|tables)$',
  'A module uses another only through its *.service.ts (and types), never its repo or tables.',
);
const NO_FOREIGN_REPO_BUT_TABLES = forbid(
  '^\\.\\./[^./][^/]*/[^/]+\\.repo$',
  'A module uses another only through its *.service.ts (and types), never its repo.',
);
const NO_APP = forbid('(^|/)app/', 'Features and shared code do not import web/app/: a route composes them.');
const NO_SIBLING_FEATURE = forbid('^\\.\\./(?!\\.\\.)[^/]+', 'Features do not import each other: compose them in web/routes/.');
const NO_FEATURES = forbid('(^|/)features/', 'web/ui and web/lib import no feature: they are shared by all of them.');

// The router loads the back office with a dynamic import(), which this rule does not see; a static
// import would put it into every shopper's bundle.
const NO_ADMIN = forbid('(^|/)admin(/|-endpoint)', 'Shopper code never imports the back office or its calls statically: they would reach every shopper.');

const restrict = (files, ...patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'dist-server-test-*/**', 'data/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused names are already errors of the compiler (noUnusedLocals, noUnusedParameters).
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  restrict(['contract/*'], forbid('^\\.\\./', 'contract/ imports nothing of ours outside contract/.')),
  restrict(['contract/*/**'], forbid('^\\.\\./\\.\\./', 'contract/ imports nothing of ours outside contract/.')),
  restrict(['tools/**'], forbid('(^|/)server/(?!services$)', 'tools/ imports only server/services.ts and contract/.')),
  // Tests of tools set up their database and fixtures as the server's own tests do.
  // Benchmarks bring the tests' local fakes (the SMTP sink) as their peers.
  restrict(['tools/bench/**'], forbid('(^|/)server/(?!services$|test-support/)', 'Benchmarks import server/services.ts and server/test-support/ only.')),
  restrict(['tools/**/*.test.ts'], forbid('(^|/)server/(?!services$|test-support/|db/client$)', 'Tests of tools import server/services.ts, server/test-support/ and the database client only.')),
  restrict(['server/**'], NO_TOOLS),
  // A table may reference another module's table: a foreign key is part of the one database schema.
  restrict(['server/modules/**'], NO_TOOLS, NO_FOREIGN_REPO),
  restrict(['server/modules/**/*.tables.ts'], NO_TOOLS, NO_FOREIGN_REPO_BUT_TABLES),
  restrict(['web/app/**', 'web/routes/**'], NO_ADMIN),
  restrict(['web/features/**'], NO_APP, NO_SIBLING_FEATURE, NO_ADMIN),
  restrict(['web/ui/**', 'web/lib/**'], NO_APP, NO_FEATURES, NO_ADMIN),
);
