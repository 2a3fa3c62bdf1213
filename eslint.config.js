// Flat config. Besides the usual checks it keeps the layers honest: imports point down
// geometry < setup < engine < sight < state < scene < ui < app, and the pure layers
// (geometry, setup, engine) never touch the browser's libraries.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const layers = ['geometry', 'setup', 'engine', 'sight', 'state', 'scene', 'ui', 'app'];
const uiLibraries = ['react', 'react-dom', 'zustand', 'zundo', '@react-three/fiber', '@react-three/drei'];

function layerRule(layer) {
  const above = layers.slice(layers.indexOf(layer) + 1);
  const patterns = [];
  if (above.length > 0) {
    patterns.push({
      regex: `(^|/)(${above.join('|')})(/|$)`,
      message: `${layer} sits below ${above.join(', ')}: imports point down the layers (see eslint.config.js).`,
    });
  }
  const pure = ['geometry', 'setup', 'engine'].includes(layer);
  if (pure) {
    patterns.push({
      regex: `^(${[...uiLibraries, 'three'].map((n) => n.replace('/', '\\/')).join('|')})(\\/|$)`,
      message: `${layer} is pure TypeScript: no three.js, React or zustand here.`,
    });
  }
  if (layer === 'sight') {
    patterns.push({
      regex: `^(${uiLibraries.map((n) => n.replace('/', '\\/')).join('|')})(\\/|$)`,
      message: 'sight runs in plain Node: three.js yes, React and zustand no.',
    });
  }
  return {
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'coverage/**', 'scratch/**'] },
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
  ...layers.map(layerRule),
);
