// ESLint: typescript-eslint's recommended rules and React's rules of hooks, over the sources,
// tools and tests (npm run lint, part of npm test).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * docs/design.md "Layers": the folders of src/ from the top of the house down, and what each may not
 * import (the layers above it). Tests are white-box and may import anything.
 */
const ABOVE = {
  ui: ['learn', 'replay'],
  online: ['learn', 'replay', 'ui'],
  kit: ['learn', 'replay', 'ui', 'online', 'aid', 'pwa'],
  aid: ['learn', 'replay', 'ui', 'online', 'kit', 'store', 'ai'],
  pwa: ['learn', 'replay', 'ui', 'online', 'kit', 'store', 'ai'],
  store: ['learn', 'replay', 'ui', 'online', 'kit', 'aid', 'pwa'],
  ai: ['learn', 'replay', 'ui', 'online', 'kit', 'aid', 'pwa', 'store', 'i18n'],
  i18n: ['learn', 'replay', 'ui', 'online', 'kit', 'aid', 'pwa', 'store', 'ai'],
  engine: ['learn', 'replay', 'ui', 'online', 'kit', 'aid', 'pwa', 'store', 'ai', 'i18n'],
};

/**
 * The engine's doors (docs/design.md "Engine API"): src/engine/index.ts, its data (src/engine/data),
 * the record reader (src/engine/recordReader.ts, a door of its own so that it loads only when a
 * record is read) and hidden decks (src/engine/hiddenDecks.ts, loaded with online play's deal only).
 * Code outside the engine imports nothing else of it.
 */
const AROUND_THE_DOOR = {
  regex: '(^|/)engine/(?!(index|data|recordReader|hiddenDecks)(/|$|\\.))',
  message:
    'Reach the engine through its doors: src/engine/index.ts, src/engine/data, src/engine/recordReader or src/engine/hiddenDecks (docs/design.md "Engine API").',
};

/** How deep below its layer's folder a file may lie (src/<layer>/a/b/c/file.ts). */
const DEPTHS = [0, 1, 2, 3];
/** The files of a layer at a depth, and an import from them that climbs out of the layer into one of `layers`. */
const inLayer = (layer, depth) => `src/${layer}/${'*/'.repeat(depth)}*.{ts,tsx}`;
const upward = (layers, depth) => ({
  regex: `^${'\\.\\./'.repeat(depth + 1)}(${layers.join('|')})(/|$)`,
  message: 'This imports a layer above its own (docs/design.md "Layers"; eslint.config.js ABOVE).',
});

/** One block per layer and depth (one rule's options per file: a later block would replace, not add). */
function layerBlocks() {
  const blocks = [];
  for (const [layer, above] of Object.entries(ABOVE)) {
    const door = layer === 'engine' ? [] : [AROUND_THE_DOOR];
    for (const depth of DEPTHS)
      blocks.push({ files: [inLayer(layer, depth)], rules: { 'no-restricted-imports': ['error', { patterns: [upward(above, depth), ...door] }] } });
  }
  // tools and the page's entry reach the engine through its doors too
  blocks.push({
    files: ['tools/**/*.ts', 'src/*.{ts,tsx}', 'src/learn/**/*.{ts,tsx}', 'src/replay/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [AROUND_THE_DOOR] }] },
  });
  return blocks;
}

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'dev-dist/**', '**/*.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // the reference importer is plain Node JavaScript
  { files: ['tools/**/*.mjs'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // names starting with _ are deliberately unused (a field taken out of an object by destructuring)
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  ...layerBlocks(),
  // docs/design.md "Layers": imports go one way, so no module of src/ or tools/ imports itself back
  // (a type-only import is no tie at run time and is not counted)
  {
    files: ['src/**/*.{ts,tsx}', 'tools/**/*.{ts,mts,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
