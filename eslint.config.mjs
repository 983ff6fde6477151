import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/** `@/<layer>` and relative paths that climb into a layer: the forms an upward import can take. */
const layerImports = (...layers) =>
  layers.flatMap((layer) => [`@/${layer}`, `@/${layer}/**`, `**/${layer}`, `**/${layer}/**`]);

/** Imports only go down: app → components → lib → models (docs/code-style.md). */
const forbidUp = (files, layers) => ({
  files,
  // Tests sit above every layer: an integration test drives the route handlers in app/.
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: layerImports(...layers),
            message: `Imports only go down (app → components → lib → models); see docs/code-style.md.`,
          },
        ],
      },
    ],
  },
});

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "public/vendor/**",
      "models/migrations/**",
      "e2e/.data/**",
      "bench/.data/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    // No import loops anywhere in the application code: a loop means two modules are one.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "models/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // Without a parser for the imported files the rule cannot follow them and silently finds nothing.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    // A cycle through a dynamic import() is a deliberate lazy load (the job queue starts its
    // workers that way, so the queue module does not pull in every handler); static cycles fail.
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  forbidUp(["models/**/*.ts"], ["lib", "components", "app"]),
  forbidUp(["lib/**/*.{ts,tsx}"], ["components", "app"]),
  forbidUp(["components/**/*.{ts,tsx}"], ["app"]),
  {
    // Tests read arbitrary JSON answers; typing every body would only restate the assertions.
    files: ["**/*.test.ts", "test/**/*.ts", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Request text goes through zText()/zUuid(), which refuse NUL and lone surrogates and normalise
    // ids (docs/code-style.md); a plain z.string() or z.uuid() in a contract would let them through.
    files: ["lib/**/schemas.ts", "lib/**/endpoints.ts", "lib/**/*-schemas.ts", "lib/master-data/fields.ts"],
    ignores: ["lib/contract/schemas.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name=/^(string|uuid)$/]",
          message: "Use zText() or zUuid() from lib/contract/schemas.ts for request text and ids (docs/code-style.md).",
        },
      ],
    },
  },
  {
    // Browser journeys take `test` from the fixture that fails them on a CSP violation (docs/security.md).
    files: ["e2e/ui/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import test from e2e/fixtures/browser-test: it fails a journey on any CSP violation.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
