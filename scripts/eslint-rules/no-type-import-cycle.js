// import-x/no-cycle skips type-only imports (they vanish at build time), yet a loop through one still ties two
// modules together: neither can be read, tested or moved alone. This rule reports the loops that pass through at
// least one type-only import; import-x/no-cycle keeps reporting the others.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];

/** A file's relative imports and re-exports, each with whether only types come through it. */
function edgesOf(ast, visitorKeys) {
  const edges = [];
  const add = (node, source, typeOnly) => {
    if (typeof source === 'string' && source.startsWith('.')) edges.push({ node, source, typeOnly });
  };
  const walk = (node) => {
    switch (node.type) {
      case 'ImportDeclaration':
        add(
          node,
          node.source.value,
          node.importKind === 'type' ||
            (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')),
        );
        return;
      case 'ExportNamedDeclaration':
        if (node.source)
          add(
            node,
            node.source.value,
            node.exportKind === 'type' ||
              (node.specifiers.length > 0 && node.specifiers.every((s) => s.exportKind === 'type')),
          );
        break;
      case 'ExportAllDeclaration':
        add(node, node.source.value, node.exportKind === 'type');
        return;
      case 'ImportExpression':
        if (node.source.type === 'Literal') add(node, node.source.value, false);
        break;
      case 'TSImportType':
        if (node.argument.type === 'TSLiteralType') add(node, node.argument.literal.value, true);
        break;
    }
    for (const key of visitorKeys[node.type] ?? []) {
      const child = node[key];
      for (const item of Array.isArray(child) ? child : [child]) if (item && typeof item.type === 'string') walk(item);
    }
  };
  walk(ast);
  return edges;
}

function resolveFrom(file, source) {
  const base = path.resolve(path.dirname(file), source);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  // Only modules can close a loop: a stylesheet or JSON file imports nothing.
  return candidates.find(
    (candidate) =>
      EXTENSIONS.includes(path.extname(candidate)) && existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Parsed files by path, kept while unchanged: a lint run walks the same modules from every file. */
const graph = new Map();

function importsOf(file) {
  const { mtimeMs } = statSync(file);
  const known = graph.get(file);
  if (known?.mtimeMs === mtimeMs) return known.imports;
  const { ast, visitorKeys } = tseslint.parser.parseForESLint(readFileSync(file, 'utf8'), {
    jsx: /\.[jt]sx$/.test(file),
    range: false,
    loc: false,
    filePath: file,
  });
  const imports = edgesOf(ast, visitorKeys).map(({ source, typeOnly }) => ({
    target: resolveFrom(file, source),
    typeOnly,
  }));
  graph.set(file, { mtimeMs, imports });
  return imports;
}

/** The route of modules back to `file` from `start`, through at least one type-only import if `typeSeen` is false. */
function loopBack(file, start, typeSeen) {
  const queue = [{ at: start, typeSeen, route: [start] }];
  const visited = new Set([`${start}|${typeSeen}`]);
  while (queue.length > 0) {
    const { at, typeSeen: seen, route } = queue.shift();
    for (const { target, typeOnly } of importsOf(at)) {
      if (!target || target.includes(`${path.sep}node_modules${path.sep}`)) continue;
      const nextSeen = seen || typeOnly;
      if (target === file) {
        if (nextSeen) return route;
        continue;
      }
      const key = `${target}|${nextSeen}`;
      if (visited.has(key)) continue;
      visited.add(key);
      queue.push({ at: target, typeSeen: nextSeen, route: [...route, target] });
    }
  }
  return null;
}

export const noTypeImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import loops that pass through a type-only import.' },
    schema: [],
    messages: {
      loop: 'Import loop through a type-only import: {{route}}. Move the shared type to a module both can import.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    return {
      'Program:exit'(program) {
        for (const { node, source, typeOnly } of edgesOf(program, context.sourceCode.visitorKeys)) {
          const target = resolveFrom(file, source);
          if (!target || target === file) continue;
          const route = loopBack(file, target, typeOnly);
          if (route) {
            const names = [file, ...route, file].map((step) => path.relative(context.cwd, step));
            context.report({ node, messageId: 'loop', data: { route: names.join(' → ') } });
          }
        }
      },
    };
  },
};
