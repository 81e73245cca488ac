import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** What a citation of a document outside the repository looks like, as an esquery regex. */
const citation = `/§|DESIGN\\.md|\\.\\.\\x2Fshared|\\b[Ii]ssue ["'0-9]/`;

/** A test title that cites a document outside the repository. */
const citingTestTitle = {
  selector: [
    'CallExpression[callee.name=/^(describe|it|test)$/]',
    'CallExpression[callee.object.name=/^(describe|it|test)$/]',
    'CallExpression[callee.callee.object.name=/^(describe|it|test)$/]',
  ]
    .flatMap((call) => [
      `${call} > Literal[value=${citation}]`,
      `${call} > TemplateLiteral > TemplateElement[value.raw=${citation}]`,
    ])
    .join(', '),
  message: 'A test title states the behaviour; it cites no document outside the repository.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      'public',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['scripts/**', 'bench/**', 'src/server/db/*-cli.ts'],
    rules: { 'no-console': 'off' },
  },
  // Comments and test titles state the behaviour itself, never a document outside this repository.
  {
    rules: {
      'no-warning-comments': [
        'error',
        { terms: ['§', 'DESIGN.md', '../shared', 'issue "', "issue '"], location: 'anywhere' },
      ],
      'no-restricted-syntax': ['error', citingTestTitle],
    },
  },
  {
    // Stored text reaches the page only as text: React escapes it unless one of these bypasses
    // it. A link built straight from data could carry a `javascript:` URL, so it is
    // built by a function (…Href, …Url) or a template that starts with a fixed prefix.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}'],
    plugins: { react },
    rules: {
      'react/no-danger': 'error',
      // Listed again with the test-title rule above: a file's last block setting a rule wins.
      'no-restricted-syntax': [
        'error',
        citingTestTitle,
        {
          selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Set textContent, or render with React: innerHTML runs stored markup.',
        },
        {
          selector: 'CallExpression[callee.property.name="insertAdjacentHTML"]',
          message: 'Render with React: insertAdjacentHTML runs stored markup.',
        },
        {
          selector:
            'JSXAttribute[name.name="href"] > JSXExpressionContainer > :matches(Identifier, MemberExpression, ChainExpression)',
          message:
            'A link from data can carry a javascript: URL: build it with a …Href/…Url function or a template with a fixed prefix.',
        },
        {
          selector:
            'JSXAttribute[name.name="href"] > JSXExpressionContainer > TemplateLiteral[quasis.0.value.raw=""]',
          message:
            'A link from data can carry a javascript: URL: start the template with a fixed prefix ("/", "#", "mailto:", "tel:").',
        },
      ],
    },
  },
);
