import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * Exports that nothing uses. A declaration exported from a source file counts as used when a file
 * other than its own imports it (directly or through a package's index): production code for a
 * production file, anything for a test helper. So code that only its own test still calls shows
 * up: dead code kept alive by its own test is still dead code.
 *
 * Every way of importing counts the same: named, default, `import * as`, `import()`, `require()`
 * and `jest.requireActual()`. A test's import, whichever the form, keeps alive only what tests and
 * their helpers declare. A module imported whole (`import * as x`, or the value of `import()`) uses
 * only the members read from it (`x.member`, `const { member } = await import(...)`,
 * `import(...).then((m) => m.member)`, `React.lazy(() => import(...))` its default); when the
 * module itself goes further (passed on, spread, indexed by a variable), all its exports count as used.
 */
export interface UnusedExportsOptions {
  /** The workspace root. */
  root: string;
  /** Folders under `root` to read, e.g. `['libs', 'services']`. */
  folders: string[];
  /** Files whose exports are used from outside TypeScript (a federation expose, a CLI's main): never reported. */
  isEntry: (path: string) => boolean;
  /** Tests and their helpers: what they import does not keep production code alive. */
  isTest: (path: string) => boolean;
  /** tsconfig whose `compilerOptions` (paths included) resolve the workspace's imports. */
  tsconfig: string;
}

export interface UnusedExport {
  /** Relative to the root, with forward slashes. */
  file: string;
  name: string;
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage', '.data', 'templates']);

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_FOLDERS.has(name) || name.startsWith('.') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Workspace {
  program: ts.Program;
  checker: ts.TypeChecker;
  /** The workspace's own source files (not declaration files, not node_modules). */
  sources: ts.SourceFile[];
  rel: (path: string) => string;
  original: (symbol: ts.Symbol) => ts.Symbol;
}

// One program per options object: both checks of a run read the same workspace, and building it is the slow part.
const loaded = new WeakMap<UnusedExportsOptions, Workspace>();

function loadWorkspace(options: UnusedExportsOptions): Workspace {
  const cached = loaded.get(options);
  if (cached) return cached;
  const config = ts.readConfigFile(options.tsconfig, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, options.root);
  const files = options.folders.flatMap((folder) => sourceFiles(join(options.root, folder)));
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true, jsx: ts.JsxEmit.ReactJSX, allowJs: false, types: [] });
  const checker = program.getTypeChecker();
  const wanted = new Set(files);
  const workspace: Workspace = {
    program,
    checker,
    sources: program.getSourceFiles().filter((source) => !source.isDeclarationFile && wanted.has(source.fileName)),
    rel: (path) => relative(options.root, path).split(sep).join('/'),
    original: (symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol),
  };
  loaded.set(options, workspace);
  return workspace;
}

const skipParentheses = (node: ts.Node): ts.Node => (ts.isParenthesizedExpression(node.parent) ? skipParentheses(node.parent) : node);

/** What a module's importer reads of it: the names of the members, or everything. */
type Reads = string[] | 'whole';

/** The names an object destructuring takes (`{ a, b: c }` -> a, b); a rest element or a computed name takes everything. */
function destructured(pattern: ts.ObjectBindingPattern): Reads {
  const names: string[] = [];
  for (const element of pattern.elements) {
    const key = element.propertyName ?? element.name;
    if (element.dotDotDotToken || !(ts.isIdentifier(key) || ts.isStringLiteral(key))) return 'whole';
    names.push(key.text);
  }
  return names;
}

export function findUnusedExports(options: UnusedExportsOptions): UnusedExport[] {
  const { program, checker, sources, rel, original } = loadWorkspace(options);

  // Declarations used from another file.
  const used = new Set<ts.Symbol>();

  function record(symbol: ts.Symbol, fromTest: boolean) {
    const declaration = symbol.declarations?.[0];
    if (!declaration) return;
    // A test's import keeps alive only what lives in tests and their helpers.
    if (fromTest && !options.isTest(rel(declaration.getSourceFile().fileName))) return;
    used.add(symbol);
  }

  function recordReads(moduleSymbol: ts.Symbol, reads: Reads, fromTest: boolean) {
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      if (reads === 'whole' || reads.includes(exported.name)) record(original(exported), fromTest);
    }
  }

  /** What the file reads through `binding`, a name that holds a whole module (`import * as x`, `const x = await import()`). */
  function readsThrough(binding: ts.Identifier, source: ts.SourceFile): Reads {
    const local = checker.getSymbolAtLocation(binding);
    if (!local) return 'whole';
    const names: string[] = [];
    let whole = false;
    const visit = (node: ts.Node): void => {
      if (whole) return;
      if (ts.isIdentifier(node) && node !== binding && node.text === binding.text && checker.getSymbolAtLocation(node) === local) {
        const parent = node.parent;
        if (ts.isPropertyAccessExpression(parent) && parent.expression === node) names.push(parent.name.text);
        else if (ts.isQualifiedName(parent) && parent.left === node) names.push(parent.right.text);
        else if (ts.isElementAccessExpression(parent) && parent.expression === node && ts.isStringLiteralLike(parent.argumentExpression)) names.push(parent.argumentExpression.text);
        else if (ts.isVariableDeclaration(parent) && parent.initializer === node && ts.isObjectBindingPattern(parent.name)) {
          const taken = destructured(parent.name);
          if (taken === 'whole') whole = true;
          else names.push(...taken);
        } else whole = true;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return whole ? 'whole' : names;
  }

  /** What a variable given the module takes of it: `const { a } = ...` takes a, `const m = ...` what is read through m. */
  function readsOfVariable(declaration: ts.VariableDeclaration, source: ts.SourceFile): Reads {
    if (ts.isObjectBindingPattern(declaration.name)) return destructured(declaration.name);
    return ts.isIdentifier(declaration.name) ? readsThrough(declaration.name, source) : 'whole';
  }

  /** What the file reads of the module an `import()` / `require()` call loads, judged by where its value goes. */
  function readsOfLoad(call: ts.CallExpression, source: ts.SourceFile): Reads {
    const value = skipParentheses(call);
    const parent = value.parent;
    if (ts.isAwaitExpression(parent)) {
      const awaited = skipParentheses(parent);
      const use = awaited.parent;
      if (ts.isVariableDeclaration(use) && use.initializer === awaited) return readsOfVariable(use, source);
      if (ts.isPropertyAccessExpression(use) && use.expression === awaited) return [use.name.text]; // (await import('x')).member
      return 'whole';
    }
    if (ts.isVariableDeclaration(parent) && parent.initializer === value) return readsOfVariable(parent, source);
    if (ts.isPropertyAccessExpression(parent) && parent.expression === value) {
      if (call.expression.kind !== ts.SyntaxKind.ImportKeyword) return [parent.name.text]; // require('x').member
      if (parent.name.text === 'catch' || parent.name.text === 'finally') return []; // loaded for its effects
      if (parent.name.text !== 'then' || !ts.isCallExpression(parent.parent)) return 'whole';
      // `import(...).then((module) => ...)`: what the callback reads.
      const callback = parent.parent.arguments[0];
      if (!callback || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) return 'whole';
      const param = callback.parameters[0];
      if (!param) return [];
      if (ts.isObjectBindingPattern(param.name)) return destructured(param.name);
      return ts.isIdentifier(param.name) ? readsThrough(param.name, source) : 'whole';
    }
    // `lazy(() => import('./page'))`: React renders the module's default export.
    if (ts.isArrowFunction(parent) && parent.body === value && ts.isCallExpression(parent.parent)) {
      const callee = parent.parent.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      if (name === 'lazy') return ['default'];
    }
    return 'whole';
  }

  /** `import('x')`, `require('x')`, `jest.requireActual('x')`, `jest.requireMock('x')`: the module they load. */
  function loadedModule(node: ts.CallExpression, source: ts.SourceFile): ts.Symbol | undefined {
    const [specifier] = node.arguments;
    if (!specifier || !ts.isStringLiteralLike(specifier)) return undefined;
    const callee = node.expression;
    const loads =
      callee.kind === ts.SyntaxKind.ImportKeyword ||
      (ts.isIdentifier(callee) && callee.text === 'require') ||
      (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'jest' && /^require(Actual|Mock)$/.test(callee.name.text));
    if (!loads) return undefined;
    const symbol = checker.getSymbolAtLocation(specifier);
    if (symbol) return symbol;
    // TypeScript resolves `import()` itself, not `require()` in a .ts file: resolve it as an import would be.
    const resolved = ts.resolveModuleName(specifier.text, source.fileName, program.getCompilerOptions(), ts.sys).resolvedModule;
    const target = resolved && program.getSourceFile(resolved.resolvedFileName);
    return target && checker.getSymbolAtLocation(target);
  }

  for (const source of sources) {
    const fromTest = options.isTest(rel(source.fileName));
    const isEntry = options.isEntry(rel(source.fileName));
    const visit = (node: ts.Node): void => {
      // An entry offers its exports to what loads it at run time (a server build's `render.js`), so
      // what it re-exports from its own modules is used as much as what it declares.
      if (isEntry && ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const element of node.exportClause.elements) {
          const symbol = checker.getSymbolAtLocation(element.propertyName ?? element.name);
          if (symbol) record(original(symbol), fromTest);
        }
      }
      if (ts.isImportDeclaration(node) && node.importClause) {
        const clause = node.importClause;
        const names: ts.Identifier[] = [];
        if (clause.name) names.push(clause.name);
        if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) names.push(...clause.namedBindings.elements.map((e) => e.name));
        for (const name of names) {
          const symbol = checker.getSymbolAtLocation(name);
          if (symbol) record(original(symbol), fromTest);
        }
        if (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings)) {
          const moduleSymbol = checker.getSymbolAtLocation(node.moduleSpecifier);
          if (moduleSymbol) recordReads(moduleSymbol, readsThrough(clause.namedBindings.name, source), fromTest);
        }
      } else if (ts.isCallExpression(node)) {
        const moduleSymbol = loadedModule(node, source);
        if (moduleSymbol) recordReads(moduleSymbol, readsOfLoad(node, source), fromTest);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  /** Whether the file itself refers to the symbol, beyond declaring it. */
  function usedWithin(source: ts.SourceFile, symbol: ts.Symbol): boolean {
    const declarations = new Set(symbol.declarations?.map((d) => (d as ts.NamedDeclaration).name).filter((n): n is ts.DeclarationName => n !== undefined));
    let found = false;
    const visit = (node: ts.Node): void => {
      if (found) return;
      if (ts.isIdentifier(node) && node.text === symbol.name && !declarations.has(node)) {
        const at = checker.getSymbolAtLocation(node);
        if (at && (at === symbol || original(at) === symbol || checker.getExportSymbolOfSymbol(at) === symbol)) found = true;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  }

  const unused: UnusedExport[] = [];
  for (const source of sources) {
    const file = rel(source.fileName);
    if (options.isEntry(file) || /\.(spec|test)\.tsx?$/.test(file)) continue;
    const moduleSymbol = checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = original(exported);
      // Re-exports are judged where they are declared.
      if (symbol.declarations?.[0]?.getSourceFile() !== source) continue;
      if (used.has(symbol) || !(symbol.flags & ts.SymbolFlags.Value) || usedWithin(source, symbol)) continue;
      unused.push({ file, name: exported.name });
    }
  }
  return unused.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

export interface UncalledRoutesOptions extends UnusedExportsOptions {
  /** The folder of the service a contract names (`defineInternalApi('analytics', ...)`): its own use of a route serves it, not calls it. */
  serviceFolder: (service: string) => string | undefined;
}

export interface UncalledRoute {
  /** The contract's file, relative to the root. */
  file: string;
  /** The service that serves it, as the contract names it. */
  service: string;
  route: string;
}

interface ContractRoute extends UncalledRoute {
  declaration: ts.Node;
  called: boolean;
}

/**
 * Routes of the services' internal API contracts (`defineInternalApi(service, { name: internalRoute(...) })`)
 * that no production code calls: no `client.<name>(...)` on a client derived from the contract, and
 * no `api.routes.<name>` outside the contract's file and the serving service's own folder (its
 * controllers, its contract test). A call is recognised by the type checker, so two services'
 * routes of the same name are told apart; a property the checker cannot resolve counts as a call
 * of every route of its name.
 */
export function findUncalledRoutes(options: UncalledRoutesOptions): UncalledRoute[] {
  const { checker, sources, rel, original } = loadWorkspace(options);
  const routes: ContractRoute[] = [];
  const byDeclaration = new Map<ts.Node, ContractRoute>();

  for (const source of sources) {
    const file = rel(source.fileName);
    if (options.isTest(file)) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineInternalApi') {
        const callee = checker.getSymbolAtLocation(node.expression);
        const [service, table] = node.arguments;
        if (callee && original(callee).name === 'defineInternalApi' && service && ts.isStringLiteralLike(service) && table && ts.isObjectLiteralExpression(table)) {
          for (const property of table.properties) {
            if (!(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) continue;
            const route: ContractRoute = { file, service: service.text, route: property.name.text, declaration: property, called: false };
            routes.push(route);
            byDeclaration.set(property, route);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  if (routes.length === 0) return [];

  const names = new Set(routes.map((route) => route.route));
  for (const source of sources) {
    const file = rel(source.fileName);
    if (options.isTest(file)) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && names.has(node.name.text)) {
        const symbol = checker.getSymbolAtLocation(node.name);
        // A client's method is a mapped type's property: its root symbol is the contract's own.
        const declarations = symbol ? [symbol, ...checker.getRootSymbols(symbol)].flatMap((s) => s.declarations ?? []) : [];
        const matched = declarations.map((declaration) => byDeclaration.get(declaration)).filter((route): route is ContractRoute => route !== undefined);
        const candidates = symbol ? matched : routes.filter((route) => route.route === node.name.text && ts.isCallExpression(node.parent) && node.parent.expression === node);
        for (const route of candidates) {
          const servedBy = options.serviceFolder(route.service);
          if (file === route.file || (servedBy && (file + '/').startsWith(servedBy.replace(/\/?$/, '/')))) continue;
          route.called = true;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return routes
    .filter((route) => !route.called)
    .map(({ file, service, route }) => ({ file, service, route }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.route.localeCompare(b.route));
}
