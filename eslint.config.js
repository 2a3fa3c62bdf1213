// Flat config. Besides the usual checks it keeps the layers honest (docs/layers.md):
//   shared:  geometry < table < game < net < models < sight < print < state < scene < ui   (imports point down)
//   systems: src/rules/<system>/ sits on geometry, table, game and sight; its view/ also on
//            state, scene and ui; app sits on top and is the only shared file that names a system.
// No shared layer imports a rule system, no system imports another, and outside view/ a system is
// pure TypeScript (its sight/ may use three.js to build solids, never React or a scene).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const shared = ['geometry', 'table', 'game', 'net', 'models', 'sight', 'print', 'state', 'scene', 'ui'];
const pureLayers = ['geometry', 'table', 'game'];
const uiLibraries = ['react', 'react-dom', 'zustand', 'zundo', '@react-three/fiber', '@react-three/drei'];
const systems = ['paintball-mini', 'hexprint', 'hex-battle-wars'];
const libraries = (names) => `^(${names.map((n) => n.replace('/', '\\/')).join('|')})(\\/|$)`;

const intoRules = {
  regex: '(^|/)rules(/|$)',
  message: 'shared layers name no rule system: reach a system through src/game/ruleSystem.ts or a view slot.',
};

function layerRule(layer) {
  const above = [...shared.slice(shared.indexOf(layer) + 1), 'app', 'server'];
  const patterns = [
    {
      regex: `(^|/)(${above.join('|')})(/|$)`,
      message: `${layer} sits below ${above.join(', ')}: imports point down.`,
    },
    intoRules,
  ];
  if (pureLayers.includes(layer))
    patterns.push({
      regex: libraries([...uiLibraries, 'three']),
      message: `${layer} is pure TypeScript: no three.js, React or zustand.`,
    });
  if (layer === 'models' || layer === 'sight' || layer === 'print')
    patterns.push({
      regex: libraries(uiLibraries),
      message: `${layer} runs in plain Node: three.js yes, React and zustand no.`,
    });
  return {
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

function systemRule(system) {
  const others = systems.filter((s) => s !== system);
  const otherSystems = {
    regex: `(^|/)rules/(${others.join('|')})(/|$)`,
    message: `${system} never imports another rule system.`,
  };
  return [
    {
      files: [`src/rules/${system}/**/*.{ts,tsx}`],
      ignores: [`src/rules/${system}/view/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              otherSystems,
              {
                regex: '(^|/)(state|scene|ui|app|view)(/|$)',
                message: `outside view/, ${system} sits below state, scene and ui.`,
              },
              {
                regex: libraries(uiLibraries),
                message: `outside view/, ${system} is free of React and zustand.`,
              },
            ],
          },
        ],
      },
    },
    {
      files: [`src/rules/${system}/**/*.{ts,tsx}`],
      ignores: [`src/rules/${system}/view/**`, `src/rules/${system}/sight/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              otherSystems,
              {
                regex: '(^|/)(state|scene|ui|app|view)(/|$)',
                message: `outside view/, ${system} sits below state, scene and ui.`,
              },
              {
                regex: libraries([...uiLibraries, 'three', 'three-mesh-bvh']),
                message: `outside view/ and sight/, ${system} is pure TypeScript.`,
              },
            ],
          },
        ],
      },
    },
    {
      files: [`src/rules/${system}/view/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [otherSystems, { regex: '(^|/)app(/|$)', message: 'app sits on top.' }] },
        ],
      },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'coverage/**',
      'scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/immutability': 'off',
      'react-hooks/refs': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  ...shared.map(layerRule),
  {
    // The table server (Node only) sits beside app: it may name the systems it plays (its registry),
    // never the browser's layers.
    files: ['src/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(state|scene|ui|app|view)(/|$)',
              message: 'the table server runs in Node: no browser layers.',
            },
            { regex: libraries(uiLibraries), message: 'the table server runs in Node: no React or zustand.' },
          ],
        },
      ],
    },
  },
  ...systems.flatMap(systemRule),
);
